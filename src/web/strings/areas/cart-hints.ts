import { defineStrings } from '../define-strings';

/** Hints beside the cart's fields that depend on the insurer (docs/behaviour/purchase/fields.md). */
export const cartHintsStrings = defineStrings({
  es: {
    'cartHints.beneficiaryNameLimit': 'Máximo {limit} caracteres.',
  },
  en: {
    'cartHints.beneficiaryNameLimit': 'At most {limit} characters.',
  },
});
