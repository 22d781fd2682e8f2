import { legalContactEmail, type LegalDocument } from './legal-document';

export const privacyEs: LegalDocument = {
  updated: '2024-03-26',
  intro:
    'Este aviso explica qué datos personales recaba {broker}, para qué los usa y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
  clauses: [
    {
      id: 'controller',
      heading: 'Responsable de tus datos',
      paragraphs: [
        '{broker}, como agente de seguros, es responsable del tratamiento de los datos personales que nos das al cotizar y contratar. Puedes contactarnos en ' +
          legalContactEmail +
          '.',
      ],
    },
    {
      id: 'data-collected',
      heading: 'Datos que recabamos',
      paragraphs: [
        'Datos de identificación y contacto (nombre, fecha de nacimiento, RFC, correo y teléfono), datos de tu vehículo (marca, modelo, año, número de serie y placas), tu código postal y domicilio, y los datos necesarios para procesar tu pago. No guardamos el número completo ni el código de seguridad de tu tarjeta.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Finalidades del tratamiento',
      paragraphs: [
        'Finalidades necesarias: cotizar con las aseguradoras, contratar y emitir tu póliza, cobrar las primas, atenderte y cumplir obligaciones legales.',
        'Finalidades secundarias: enviarte promociones, encuestas de satisfacción y recordatorios que no son necesarios para tu póliza.',
      ],
    },
    {
      id: 'opposition',
      heading: 'Oposición a finalidades secundarias (5 días naturales)',
      paragraphs: [
        'Si no quieres que usemos tus datos para las finalidades secundarias, puedes oponerte dentro de los 5 días naturales siguientes a que los proporciones, escribiendo a ' +
          legalContactEmail +
          '. Tu oposición no afecta la contratación de tu seguro.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias a aseguradoras',
      paragraphs: [
        'Compartimos tus datos con las aseguradoras que cotizan y emiten tu póliza, y con el procesador de pagos, solo para las finalidades necesarias. Estas transferencias no requieren tu consentimiento conforme a la ley.',
      ],
    },
    {
      id: 'arco-rights',
      heading: 'Derechos ARCO: plazos de respuesta',
      paragraphs: [
        'Puedes pedir el acceso, la rectificación, la cancelación o la oposición (derechos ARCO) de tus datos, o revocar tu consentimiento, escribiendo a ' +
          legalContactEmail +
          ' con tu identificación.',
        'Respondemos tu solicitud en un máximo de 20 días hábiles y, si procede, la hacemos efectiva dentro de los 15 días siguientes a la respuesta.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y tecnologías similares',
      paragraphs: [
        'Usamos cookies para mantener tu sesión, tu código promocional (7 días) y el idioma que elegiste (un año), y para medir las visitas al sitio. Puedes borrarlas o bloquearlas desde tu navegador.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Publicaremos cualquier cambio a este aviso en esta página, con su fecha de actualización.',
      ],
    },
  ],
};
