import { defineStrings } from '../define-strings';

/** The quote experience: the results page and the quote items of the wizard. */
export const resultsStrings = defineStrings({
  es: {
    'results.barTitle': 'Tu cotización',
    'results.vehicle': 'Vehículo',
    'results.model': 'Modelo',
    'results.postalCode': 'Código postal',
    'results.package': 'Paquete',
    'results.paymentForm': 'Forma de pago',
    'results.version': 'Versión',
    'results.edit': 'Editar',
    'results.editQuote': 'Editar cotización',
    'results.locked': 'Esta cotización no se puede modificar.',
    'results.versionAndPayment': 'Versión y forma de pago',
    'results.close': 'Cerrar',
    'results.datePlaceholder': 'dd/mm/aaaa',
    'results.updatingPrice': 'Actualizando precio…',
    'results.noQuoteYet':
      'Aún no tienes una cotización. Responde unas preguntas sobre tu auto y te mostramos las ofertas.',
    'results.startQuote': 'Cotizar mi auto',
    'results.msiNote':
      'Pago anual con tarjeta de crédito: hasta 12 meses sin intereses. A más mensualidades, menor descuento.',
    'results.firstPayment': 'Primer pago',
    'results.nextPayments': 'Pagos subsecuentes',
    'results.singlePayment': 'Pago único',
    'results.gender': 'Género',
    'results.birthDate': 'Fecha de nacimiento',
    'results.constitutionDate': 'Fecha de constitución',
  },
  en: {
    'results.barTitle': 'Your quote',
    'results.vehicle': 'Vehicle',
    'results.model': 'Model year',
    'results.postalCode': 'Postal code',
    'results.package': 'Package',
    'results.paymentForm': 'Payment frequency',
    'results.version': 'Version',
    'results.edit': 'Edit',
    'results.editQuote': 'Edit quote',
    'results.locked': 'This quote cannot be changed.',
    'results.versionAndPayment': 'Version and payment frequency',
    'results.close': 'Close',
    'results.datePlaceholder': 'dd/mm/yyyy',
    'results.updatingPrice': 'Updating price…',
    'results.noQuoteYet':
      'You have no quote yet. Answer a few questions about your car and we will show you the offers.',
    'results.startQuote': 'Quote my car',
    'results.msiNote':
      'Annual payment by credit card: up to 12 months interest-free. More instalments mean a smaller discount.',
    'results.firstPayment': 'First payment',
    'results.nextPayments': 'Later payments',
    'results.singlePayment': 'Single payment',
    'results.gender': 'Gender',
    'results.birthDate': 'Date of birth',
    'results.constitutionDate': 'Date of incorporation',
  },
});
