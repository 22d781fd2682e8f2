import { choiceOf } from '../common/choices';

/**
 * Payment frequencies with their wire codes and the months each receipt covers
 * (docs/behaviour/constants.md#policy-choices).
 */
export const paymentFrequencies = [
  { key: 'annual', code: 0, label: 'Anual', months: 12 },
  { key: 'quarterly', code: 1, label: 'Trimestral', months: 3 },
  { key: 'semiannual', code: 2, label: 'Semestral', months: 6 },
  { key: 'monthly', code: 3, label: 'Mensual', months: 1 },
  { key: 'cash', code: 4, label: 'Contado', months: 12 },
] as const;

export type PaymentFrequency = (typeof paymentFrequencies)[number];
export type PaymentFrequencyCode = PaymentFrequency['code'];
export type PaymentFrequencyKey = PaymentFrequency['key'];

export const paymentFrequencyCodes = paymentFrequencies.map((frequency) => frequency.code);

/** The frequency a choice's text names ('4' → Contado), or undefined. */
export const parsePaymentFrequencyCode = (text: string | null) =>
  choiceOf(paymentFrequencyCodes, text);

export const defaultPaymentFrequency: PaymentFrequencyCode = 0;

/** Months without interest (MSI) go up to 12, on a credit card, with annual payment only. */
export const maxInterestFreeMonths = 12;

/** Instalment choices of the payment step: 1 is a single charge, the others months without interest. */
export const installmentOptions = [1, 3, 6, 9, maxInterestFreeMonths] as const;
export type Installments = (typeof installmentOptions)[number];

export function paymentFrequencyByCode(code: PaymentFrequencyCode): PaymentFrequency {
  return paymentFrequencies.find((frequency) => frequency.code === code) as PaymentFrequency;
}

/** Receipts per policy year: 1 for annual and cash, 12 for monthly. */
export function receiptsPerYear(code: PaymentFrequencyCode): number {
  return 12 / paymentFrequencyByCode(code).months;
}

export function allowsInterestFreeMonths(code: PaymentFrequencyCode): boolean {
  return code === 0;
}

/** Contado: the whole premium in one charge. */
export const cashPaymentFrequency: PaymentFrequencyCode = 4;

/** The frequency a sale is made with: Contado under a promo that allows cash only, else the chosen one. */
export function saleFrequency(
  chosen: PaymentFrequencyCode,
  onlyCashPayment: boolean | undefined,
): PaymentFrequencyCode {
  return onlyCashPayment ? cashPaymentFrequency : chosen;
}

const cashOnly = paymentFrequencies.filter((frequency) => frequency.code === cashPaymentFrequency);

/** A promo with `onlyCashPayment` offers Contado alone; otherwise every frequency is offered. */
export function offeredPaymentFrequencies(onlyCashPayment: boolean): readonly PaymentFrequency[] {
  return onlyCashPayment ? cashOnly : paymentFrequencies;
}

/** Whether a sale may be paid at this frequency: the browser offers, the server checks. */
export function offersPaymentFrequency(
  onlyCashPayment: boolean,
  code: PaymentFrequencyCode,
): boolean {
  return offeredPaymentFrequencies(onlyCashPayment).some((frequency) => frequency.code === code);
}
