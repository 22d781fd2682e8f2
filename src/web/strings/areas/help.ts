import { defineStrings } from '../define-strings';

/** /ayuda: help topics, a call button and a WhatsApp button (quote area, section 2). */
export const helpStrings = defineStrings({
  es: {
    'help.carMissingQuestion': '¿Qué pasa si no aparece mi auto?',
    'help.carMissingAnswer':
      'La marca o el modelo no se ofrece en línea, o tu código postal no tiene cobertura. Llámanos y te ayudamos.',
    'help.cancelQuestion': '¿Cómo cancelo mi póliza?',
    'help.cancelAnswer':
      'Tienes 30 días para pedir la devolución de tu dinero si no quedaste satisfecho.',
    'help.serialQuestion': '¿Dónde encuentro el número de serie?',
    'help.serialAnswer': 'En tu tarjeta de circulación o en la consulta pública del REPUVE.',
  },
  en: {
    'help.carMissingQuestion': 'What if my car does not appear?',
    'help.carMissingAnswer':
      'The make or model is not offered online, or your postal code is not covered. Call us and we will help you.',
    'help.cancelQuestion': 'How do I cancel my policy?',
    'help.cancelAnswer': 'You have 30 days to ask for your money back if you are not satisfied.',
    'help.serialQuestion': 'Where do I find the serial number?',
    'help.serialAnswer': 'On your vehicle registration card or in the public REPUVE lookup.',
  },
});
