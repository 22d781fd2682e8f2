import { legalContactEmail, type LegalDocument } from './legal-document';

export const usageEs: LegalDocument = {
  updated: '2017-06-30',
  intro:
    'Esta política fija las reglas para usar el sitio y las cuentas de {site}. Al crear una cuenta o usar el sitio la aceptas.',
  clauses: [
    {
      id: 'age',
      heading: 'Edad mínima: 18 años',
      paragraphs: [
        'Solo pueden usar el sitio y crear una cuenta las personas físicas de al menos 18 años con capacidad legal para contratar.',
      ],
    },
    {
      id: 'personal-account',
      heading: 'Una cuenta personal por usuario',
      paragraphs: [
        'Cada usuario puede tener una sola cuenta, que es personal: no debes compartir tu contraseña ni dar acceso a terceros. Eres responsable de lo que se haga con tu cuenta.',
      ],
    },
    {
      id: 'territory',
      heading: 'Uso en México y para fines particulares',
      paragraphs: [
        'El sitio está pensado para usarse en México y para asegurar vehículos de uso particular. No se permite su uso comercial ni para revender los servicios.',
      ],
    },
    {
      id: 'exclusion-registries',
      heading: 'Registros de exclusión',
      paragraphs: [
        'No puedes usar el sitio si estás inscrito en registros de exclusión publicitaria o de usuarios, o si tu cuenta fue dada de baja por incumplir esta política.',
      ],
    },
    {
      id: 'emails',
      heading: 'Correos electrónicos y cómo dejar de recibirlos',
      paragraphs: [
        'Al usar el sitio aceptas recibir correos sobre tus cotizaciones, tu póliza y novedades del servicio.',
        'Puedes pedir en cualquier momento que dejemos de enviarte correos no necesarios escribiendo a ' +
          legalContactEmail +
          ' o con el enlace para darte de baja que incluye cada correo.',
      ],
    },
    {
      id: 'restrictions',
      heading: 'Restricciones',
      paragraphs: ['Al usar el sitio no debes:'],
      items: [
        'Dar datos falsos o de otra persona sin su autorización.',
        'Intentar acceder a cuentas, sistemas o datos que no son tuyos.',
        'Extraer información del sitio de forma automatizada o sobrecargar sus servidores.',
        'Usar el sitio para fines ilícitos o que dañen a {broker}, a las aseguradoras o a otros usuarios.',
      ],
    },
    {
      id: 'user-content',
      heading: 'Contenido del usuario',
      paragraphs: [
        'Eres responsable de los datos, documentos y opiniones que publiques o cargues. Nos autorizas a usarlos para prestarte el servicio y, en el caso de opiniones, a mostrarlas en el sitio. Podemos retirar el contenido que incumpla esta política.',
      ],
    },
    {
      id: 'mobile-access',
      heading: 'Acceso desde dispositivos móviles',
      paragraphs: [
        'Puedes usar el sitio desde tu teléfono o tableta. Tu proveedor de telefonía puede cobrarte por los datos que uses, y eres responsable de proteger el acceso a tu dispositivo.',
      ],
    },
  ],
};
