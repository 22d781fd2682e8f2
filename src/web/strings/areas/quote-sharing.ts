import { defineStrings } from '../define-strings';

/**
 * The results page's discount, save-quote and PDF actions (quote area, section 2: 'A discount
 * modal that takes a promo code', 'A save-quote modal that takes an e-mail', the quote PDF).
 * 'Promocode Invalido' and the e-mail format message come from the machine (src/domain).
 */
export const quoteSharingStrings = defineStrings({
  es: {
    'quoteSharing.actions': 'Descuento y compartir',
    'quoteSharing.promoOpen': 'Tengo un código de descuento',
    'quoteSharing.promoTitle': 'Código de descuento',
    'quoteSharing.promoLabel': 'Código promocional',
    'quoteSharing.promoApply': 'Aplicar código',
    'quoteSharing.promoChecking': 'Validando...',
    'quoteSharing.promoApplied':
      'Código {code} aplicado: {percent} % de descuento en la prima de cada aseguradora. Los precios se están actualizando.',
    'quoteSharing.promoAppliedNoDiscount':
      'Código {code} aplicado. No cambia el precio; tu cotización sigue las condiciones de este canal.',
    'quoteSharing.saveOpen': 'Guardar cotización',
    'quoteSharing.saveTitle': 'Guardar cotización',
    'quoteSharing.saveIntro':
      'Te enviamos un enlace para retomar esta cotización cuando quieras, desde cualquier dispositivo.',
    'quoteSharing.emailLabel': 'Correo electrónico',
    'quoteSharing.saveSubmit': 'Enviar enlace',
    'quoteSharing.saving': 'Guardando...',
    'quoteSharing.saved': 'Guardamos tu cotización y enviamos el enlace a {email}.',
    'quoteSharing.downloadPdf': 'Descargar PDF',
    'quoteSharing.downloading': 'Descargando...',
    'quoteSharing.close': 'Cerrar',
  },
  en: {
    'quoteSharing.actions': 'Discount and sharing',
    'quoteSharing.promoOpen': 'I have a discount code',
    'quoteSharing.promoTitle': 'Discount code',
    'quoteSharing.promoLabel': 'Promo code',
    'quoteSharing.promoApply': 'Apply code',
    'quoteSharing.promoChecking': 'Checking...',
    'quoteSharing.promoApplied':
      'Code {code} applied: {percent} % off every insurer’s premium. Prices are being updated.',
    'quoteSharing.promoAppliedNoDiscount':
      'Code {code} applied. The price does not change; your quote follows this channel’s terms.',
    'quoteSharing.saveOpen': 'Save quote',
    'quoteSharing.saveTitle': 'Save quote',
    'quoteSharing.saveIntro':
      'We send you a link to pick this quote up again whenever you like, on any device.',
    'quoteSharing.emailLabel': 'E-mail',
    'quoteSharing.saveSubmit': 'Send link',
    'quoteSharing.saving': 'Saving...',
    'quoteSharing.saved': 'We saved your quote and sent the link to {email}.',
    'quoteSharing.downloadPdf': 'Download PDF',
    'quoteSharing.downloading': 'Downloading...',
    'quoteSharing.close': 'Close',
  },
});
