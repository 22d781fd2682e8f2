import { defineStrings } from '../../../domain/site/catalogue-strings';

/** The messages the server sends: saved quote, password link, account created, policy issued. */
export const mailTexts = defineStrings({
  es: {
    'mail.greeting': 'Hola, {firstName}:',
    'mail.greetingNoName': 'Hola:',
    'mail.footer': '{brand}: compara y contrata tu seguro de auto.',
    'mail.savedQuote.subject': 'Tu cotización de seguro de auto en {brand}',
    'mail.savedQuote.savedFor': 'Guardamos tu cotización para tu {vehicle}.',
    'mail.savedQuote.saved': 'Guardamos tu cotización.',
    'mail.savedQuote.resume': 'Retómala cuando quieras desde este enlace:',
    'mail.savedQuote.link': 'Retomar mi cotización',
    'mail.savedQuote.keptFor': 'La conservamos durante {days} días.',
    'mail.cartAccess.subject': 'Abre los datos de tu cotización guardada en {brand}',
    'mail.cartAccess.asked':
      'Alguien abrió tu cotización guardada en otro navegador y pidió ver tus datos personales.',
    'mail.cartAccess.follow': 'Si fuiste tú, abre este enlace en los próximos {minutes} minutos:',
    'mail.cartAccess.link': 'Ver mis datos en la cotización',
    'mail.cartAccess.ignore': 'Si no fuiste tú, ignora este correo: tus datos siguen protegidos.',
    'mail.passwordLink.subject': 'Crea la contraseña de tu cuenta de {brand}',
    'mail.passwordLink.asked':
      'Recibimos una solicitud para crear o cambiar la contraseña de tu cuenta de {brand}.',
    'mail.passwordLink.follow': 'Para hacerlo abre este enlace en los próximos {minutes} minutos:',
    'mail.passwordLink.link': 'Crear mi contraseña',
    'mail.passwordLink.ignore': 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.',
    'mail.accountCreated.subject': 'Tu cuenta de {brand} está lista',
    'mail.accountCreated.created': 'Creamos tu cuenta con el correo {emailAddress}.',
    'mail.accountCreated.use': 'Desde ella puedes ver y descargar tus pólizas cuando lo necesites.',
    'mail.policyIssued.subject': 'Tu póliza {policyNumber} de {insurer} está emitida',
    'mail.policyIssued.intro.paid':
      'Tu vehículo ya está asegurado con {insurer} y tu pago está hecho. Este es el resumen de tu póliza:',
    'mail.policyIssued.intro.no-charge':
      'Tu vehículo ya está asegurado con {insurer}; tu código promocional cubre el pago. Este es el resumen de tu póliza:',
    'mail.policyIssued.intro.not-paid':
      'Tu póliza con {insurer} está emitida, pero tu pago está pendiente: el banco no aceptó el cargo. Este es el resumen de tu póliza:',
    'mail.policyIssued.payPending':
      'Para que tu póliza no se cancele, págala con «Pagar ahora» en tu cuenta: entra con tu correo y tu contraseña. Si necesitas ayuda, escríbenos a {contact}.',
    'mail.policyIssued.accountLink': 'Ir a mi cuenta',
    'mail.policyIssued.payLink': 'Pagar mi póliza desde mi cuenta',
    'mail.policyIssued.caption': 'Resumen de tu póliza',
    'mail.policyIssued.policy': 'Póliza',
    'mail.policyIssued.total': 'Total',
    'mail.policyIssued.outro': 'Puedes ver y descargar tu póliza cuando quieras desde tu cuenta.',
  },
  en: {
    'mail.greeting': 'Hello {firstName},',
    'mail.greetingNoName': 'Hello,',
    'mail.footer': '{brand}: compare and buy your car insurance.',
    'mail.savedQuote.subject': 'Your car insurance quote at {brand}',
    'mail.savedQuote.savedFor': 'We saved your quote for your {vehicle}.',
    'mail.savedQuote.saved': 'We saved your quote.',
    'mail.savedQuote.resume': 'Pick it up whenever you like from this link:',
    'mail.savedQuote.link': 'Resume my quote',
    'mail.savedQuote.keptFor': 'We keep it for {days} days.',
    'mail.cartAccess.subject': 'Open the details of your saved quote at {brand}',
    'mail.cartAccess.asked':
      'Someone opened your saved quote in another browser and asked to see your personal details.',
    'mail.cartAccess.follow': 'If it was you, open this link within the next {minutes} minutes:',
    'mail.cartAccess.link': 'See my details in the quote',
    'mail.cartAccess.ignore': 'If it was not you, ignore this e-mail: your details stay protected.',
    'mail.passwordLink.subject': 'Create the password of your {brand} account',
    'mail.passwordLink.asked':
      'We received a request to create or change the password of your {brand} account.',
    'mail.passwordLink.follow': 'To do so, open this link within the next {minutes} minutes:',
    'mail.passwordLink.link': 'Create my password',
    'mail.passwordLink.ignore':
      'If it was not you, ignore this e-mail: your account stays as it is.',
    'mail.accountCreated.subject': 'Your {brand} account is ready',
    'mail.accountCreated.created': 'We created your account with the e-mail {emailAddress}.',
    'mail.accountCreated.use': 'From it you can see and download your policies whenever you need.',
    'mail.policyIssued.subject': 'Your {insurer} policy {policyNumber} is issued',
    'mail.policyIssued.intro.paid':
      'Your vehicle is now insured with {insurer} and your payment is done. This is the summary of your policy:',
    'mail.policyIssued.intro.no-charge':
      'Your vehicle is now insured with {insurer}; your promo code covers the payment. This is the summary of your policy:',
    'mail.policyIssued.intro.not-paid':
      'Your {insurer} policy is issued, but your payment is pending: the bank did not accept the charge. This is the summary of your policy:',
    'mail.policyIssued.payPending':
      'So that your policy is not cancelled, pay for it with «Pagar ahora» (Pay now) in your account: log in with your e-mail and password. If you need help, write to {contact}.',
    'mail.policyIssued.accountLink': 'Go to my account',
    'mail.policyIssued.payLink': 'Pay my policy from my account',
    'mail.policyIssued.caption': 'Summary of your policy',
    'mail.policyIssued.policy': 'Policy',
    'mail.policyIssued.total': 'Total',
    'mail.policyIssued.outro':
      'You can see and download your policy whenever you like from your account.',
  },
});
