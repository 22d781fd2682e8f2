import { defineStrings } from '../define-strings';

/** The thank-you page (docs/behaviour/purchase/after-purchase.md). */
export const thankYouStrings = defineStrings({
  es: {
    'thankYou.ready': '¡Tu póliza está lista!',
    'thankYou.pending': 'Tu póliza está lista y activa, pero tu pago está pendiente',
    'thankYou.pendingHelp': 'Realiza tu pago desde tu cuenta para que tu póliza no sea cancelada.',
    'thankYou.policyNumber': 'Número de póliza: {number}',
    'thankYou.emailSent': 'Te enviamos el resumen de tu compra a {email}.',
    'thankYou.partnerPortal': 'Portal de socios',
    'thankYou.agreements': 'Consulta los',
    'thankYou.terms': 'términos y condiciones',
    'thankYou.privacy': 'aviso de privacidad',
    'thankYou.usagePolicy': 'política de uso',
    'thankYou.noPurchase': 'No encontramos una compra reciente en esta sesión.',
    'thankYou.noPurchaseHelp': 'Cotiza tu seguro de auto para comenzar.',
    'thankYou.goHome': 'Ir al inicio',
  },
  en: {
    'thankYou.ready': 'Your policy is ready!',
    'thankYou.pending': 'Your policy is ready and active, but your payment is pending',
    'thankYou.pendingHelp': 'Pay from your account so that your policy is not cancelled.',
    'thankYou.policyNumber': 'Policy number: {number}',
    'thankYou.emailSent': 'We sent your purchase summary to {email}.',
    'thankYou.partnerPortal': 'Partner portal',
    'thankYou.agreements': 'Read the',
    'thankYou.terms': 'terms and conditions',
    'thankYou.privacy': 'privacy notice',
    'thankYou.usagePolicy': 'usage policy',
    'thankYou.noPurchase': 'We found no recent purchase in this session.',
    'thankYou.noPurchaseHelp': 'Get a quote for your car insurance to start.',
    'thankYou.goHome': 'Go to the home page',
  },
});
