import { defineStrings } from '../define-strings';
import type { PaymentFrequencyKey } from '../../../domain/payment/payment-frequencies';

/** The payment frequencies' names, as the results bar, the summary and the card step show them. */
export const paymentFrequencyStrings = defineStrings({
  es: {
    'frequency.annual': 'Anual',
    'frequency.quarterly': 'Trimestral',
    'frequency.semiannual': 'Semestral',
    'frequency.monthly': 'Mensual',
    'frequency.cash': 'Contado',
  },
  en: {
    'frequency.annual': 'Annual',
    'frequency.quarterly': 'Quarterly',
    'frequency.semiannual': 'Semi-annual',
    'frequency.monthly': 'Monthly',
    'frequency.cash': 'Single payment',
  },
});

/** The string key of a frequency's name. */
export const frequencyNameKey = (key: PaymentFrequencyKey) => `frequency.${key}` as const;
