import { insurers } from '../../domain/insurers/insurers';
import { legalContactEmail, type LegalDocument } from './legal-document';
import { termsPartnerInsurers } from './partner-insurers';

export const termsEs: LegalDocument = {
  updated: '2025-01-09',
  intro:
    'Estos términos regulan el uso de {site} para cotizar, comparar y contratar seguros de auto. Al cotizar o contratar a través del sitio los aceptas; léelos con calma antes de pagar.',
  clauses: [
    {
      id: 'intermediary',
      heading: '{broker} solo intermedia',
      paragraphs: [
        '{broker} es un agente de seguros: te ayuda a comparar y contratar, pero no es una aseguradora. No asume ningún riesgo ni paga siniestros.',
        'La aseguradora que elijas decide si acepta el riesgo y en qué condiciones. El contrato de seguro se celebra entre tú y ella.',
      ],
    },
    {
      id: 'cover-page',
      heading: 'Revisa la carátula de tu póliza',
      paragraphs: [
        'La carátula de la póliza es el documento que manda: ahí constan las coberturas, las sumas aseguradas, los deducibles y la vigencia contratados.',
        'Revísala en cuanto la recibas. Si algún dato no coincide con lo que contrataste, avísanos de inmediato para pedir la corrección a la aseguradora.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documentos y plazo de 72 horas',
      paragraphs: [
        'Los documentos que exige la legislación de seguros (identificación, comprobante de domicilio y los que apliquen a tu caso) deben cargarse en tu cuenta.',
        'Si la aseguradora pide documentos adicionales, debes entregarlos dentro de las 72 horas naturales siguientes a la solicitud. Si no se entregan, la aseguradora puede negar o cancelar la emisión.',
      ],
    },
    {
      id: 'rights-before-claim',
      heading: 'Tus derechos antes de un siniestro',
      paragraphs: ['Antes de contratar y durante la vigencia de tu póliza tienes derecho a:'],
      items: [
        'Conocer la identidad de {broker} como agente y su número de registro.',
        'Pedir información sobre la comisión que recibe {broker} por la venta del seguro.',
        'Conocer las coberturas, sumas aseguradas, deducibles y exclusiones antes de pagar.',
        'Recibir tu póliza, sus condiciones generales y los recibos oficiales de pago.',
        'Cancelar tu póliza en los términos de sus condiciones generales.',
      ],
    },
    {
      id: 'rights-after-claim',
      heading: 'Tus derechos después de un siniestro',
      paragraphs: ['Si ocurre un siniestro tienes derecho a:'],
      items: [
        'Recibir atención de la aseguradora por los medios que indica tu póliza.',
        'Que la aseguradora pague la indemnización que corresponda dentro del plazo legal, una vez que tenga los documentos que la acreditan.',
        'Cobrar intereses moratorios si la aseguradora se retrasa en el pago.',
        'Acudir a la CONDUSEF o a los tribunales si no estás de acuerdo con la resolución de la aseguradora.',
        'Pedir a {broker} orientación durante el proceso, sin costo.',
      ],
    },
    {
      id: 'partner-insurers',
      heading: 'Aseguradoras con las que trabajamos',
      paragraphs: [
        '{broker} tiene convenio de intermediación con estas seis aseguradoras, autorizadas por la Secretaría de Hacienda y Crédito Público:',
      ],
      items: termsPartnerInsurers.map((code) => insurers[code].displayName),
    },
    {
      id: 'payment-terms',
      heading: 'Términos de pago',
      paragraphs: ['Cuando pagas tu póliza a través de {site} se aplican estas reglas:'],
      clauses: [
        {
          id: 'official-receipts',
          heading: 'Solo recibos oficiales',
          paragraphs: [
            'Solo se cobran las primas que constan en los recibos oficiales que emite la aseguradora.',
          ],
        },
        {
          id: 'no-handling-fee',
          heading: 'Sin cargo por gestión',
          paragraphs: [
            '{broker} no cobra cargos por gestión ni comisiones adicionales: el dinero va directamente a la aseguradora.',
          ],
        },
        {
          id: 'recurring-charge',
          heading: 'Consentimiento de cargo recurrente',
          paragraphs: [
            'Al pagar en parcialidades aceptas el cargo recurrente o domiciliado a tu tarjeta por cada recibo, en las fechas que indica la aseguradora.',
          ],
        },
        {
          id: 'invoices',
          heading: 'Facturación por aseguradora',
          paragraphs: [
            'Las facturas (CFDI) las emite cada aseguradora con sus propios plazos y procedimientos.',
          ],
        },
        {
          id: 'cancellation',
          heading: 'Cancelación por falta de pago o contracargo',
          paragraphs: [
            'Si un recibo no se paga dentro del periodo de gracia legal, o si se presenta un contracargo, la póliza se cancela conforme a la ley y a sus condiciones generales.',
          ],
        },
        {
          id: 'other-payment-method',
          heading: 'Otro medio de pago registrado',
          paragraphs: [
            'Si tu medio de pago deja de ser válido, podrá cargarse a otro medio de pago que tengas registrado.',
          ],
        },
        {
          id: 'endorsements',
          heading: 'Modificaciones y endosos',
          paragraphs: [
            'Los cambios a la póliza y los endosos quedan a criterio de la aseguradora y pueden modificar la prima.',
          ],
        },
        {
          id: 'promo-codes',
          heading: 'Códigos promocionales',
          paragraphs: [
            'Los códigos promocionales son discrecionales e intransferibles, pueden tener fecha de expiración y pueden anularse.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Límites de responsabilidad',
      paragraphs: [
        'La responsabilidad de {broker} se limita a su función de intermediario: presentar las ofertas de las aseguradoras con la información que ellas proporcionan y tramitar tu contratación.',
        '{broker} no responde por la aceptación del riesgo, el pago de siniestros ni las decisiones de la aseguradora, ni por fallas de servicios de terceros ajenas a su control.',
      ],
    },
    {
      id: 'notifications',
      heading: 'Notificaciones',
      paragraphs: [
        'Podemos notificarte por el propio sitio, por correo electrónico, por teléfono o por carta al domicilio que nos diste. Tú puedes escribirnos a ' +
          legalContactEmail +
          '.',
      ],
    },
    {
      id: 'jurisdiction',
      heading: 'Jurisdicción: tribunales de la Ciudad de México',
      paragraphs: [
        'Estos términos se rigen por las leyes de México. Para cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de México y renuncian a cualquier otro fuero.',
      ],
    },
  ],
};
