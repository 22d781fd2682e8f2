import { defineStrings } from '../define-strings';

/** The search-engine landing page (docs/behaviour/screens.md#search-engines): up to 8 insurers, digital renewal. */
export const landingStrings = defineStrings({
  es: {
    'landing.title': 'Compara el seguro de tu auto con hasta 8 aseguradoras',
    'landing.intro':
      'Un solo formulario, hasta 8 cotizaciones reales y la póliza en tu correo. Sin registrarte y sin papeles.',
    'landing.compareTitle': 'Compara hasta 8 aseguradoras a la vez',
    'landing.compareText':
      'Ve lado a lado el precio y las coberturas de cada aseguradora en sus paquetes amplio, limitado y de responsabilidad civil, y elige la que más te conviene.',
    'landing.renewalTitle': 'Renueva tu póliza en línea',
    'landing.renewalText':
      'Cuando tu seguro esté por vencer no tienes que renovar a ciegas: compara de nuevo y renueva en minutos.',
    'landing.renewalReminder': 'Te avisamos antes de que venza tu póliza.',
    'landing.renewalCompare': 'Comparas el precio de renovación con las otras aseguradoras.',
    'landing.renewalDigital': 'Pagas con tarjeta y recibes tu nueva póliza digital al instante.',
    'landing.quoteTitle': 'Cotiza ahora',
  },
  en: {
    'landing.title': 'Compare your car insurance across up to 8 insurers',
    'landing.intro':
      'One form, up to 8 real quotes and the policy in your inbox. No sign-up and no paperwork.',
    'landing.compareTitle': 'Compare up to 8 insurers at once',
    'landing.compareText':
      "See each insurer's price and covers side by side in its comprehensive, limited and liability packages, and choose the one that suits you.",
    'landing.renewalTitle': 'Renew your policy online',
    'landing.renewalText':
      'When your insurance is about to expire you need not renew blindly: compare again and renew in minutes.',
    'landing.renewalReminder': 'We remind you before your policy expires.',
    'landing.renewalCompare': 'You compare the renewal price with the other insurers.',
    'landing.renewalDigital': 'You pay by card and get your new digital policy at once.',
    'landing.quoteTitle': 'Get a quote now',
  },
});
