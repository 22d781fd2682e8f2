import { choiceOf } from '../common/choices';

/**
 * Policy options (docs/behaviour/constants.md#policy-choices): validity, indemnity value and
 * compensation value.
 */

export const validityYears = [1, 2, 3, 4, 5] as const;
export type ValidityYears = (typeof validityYears)[number];
/** The validity a choice's text names ('2' → two years), or undefined. */
export const parseValidityYears = (text: string | null) => choiceOf(validityYears, text);

export const defaultValidity: ValidityYears = 1;

export const indemnityValues = [
  { key: 'commercial', label: 'Valor Comercial' },
  { key: 'commercialPlus10', label: 'Valor Comercial + 10' },
  { key: 'agreed', label: 'Valor Convenido' },
  { key: 'invoice', label: 'Valor Factura' },
] as const;
export type IndemnityValue = (typeof indemnityValues)[number]['key'];
export const indemnityValueKeys = indemnityValues.map((indemnity) => indemnity.key);
/** The indemnity value a choice's text names ('invoice'), or undefined. */
export const parseIndemnityValue = (text: string | null) => choiceOf(indemnityValueKeys, text);
export const defaultIndemnityValue: IndemnityValue = 'commercial';

/** Only two compensation values are stored; invoice data are needed for the second. */
export const compensationValues = ['commercial', 'invoice'] as const;
export type CompensationValue = (typeof compensationValues)[number];
export const defaultCompensationValue: CompensationValue = 'commercial';

export function compensationFor(indemnity: IndemnityValue): CompensationValue {
  return indemnity === 'invoice' ? 'invoice' : 'commercial';
}

/**
 * A policy's payment: paid (every receipt due so far), not paid (a charge failed: the policy is
 * active with its payment pending), or no charge (a promo code's skipPayment: nothing is owed).
 */
export const paymentStatuses = ['paid', 'not-paid', 'no-charge'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
