import { defineStrings } from '../define-strings';

/** The insurer card's words on the results page (quote area, section 2). */
export const quoteCardStrings = defineStrings({
  es: {
    'quoteCard.detail': 'Ver detalle',
    'quoteCard.select': 'Seleccionar',
    'quoteCard.whyThisPrice': '¿Por qué este precio?',
    'quoteCard.offerExpiresIn': 'Oferta expira en {countdown}',
  },
  en: {
    'quoteCard.detail': 'See details',
    'quoteCard.select': 'Select',
    'quoteCard.whyThisPrice': 'Why this price?',
    'quoteCard.offerExpiresIn': 'Offer expires in {countdown}',
  },
});
