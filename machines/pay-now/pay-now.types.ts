import type { Bank } from '../../src/domain/payment/bank-cards';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { CardEntry } from '../cart-shared/payment-options';
import type { FieldErrors } from '../cart-shared/step-validation';

/** The policy whose pending receipt is paid, by what POST /api/policy/pay names it. */
export interface PayNowInput {
  quotationId: string;
  providerCode: InsurerCode;
  /** The signed-in account: its access token proves the policy is the holder's on any browser. */
  userId?: string;
  /** Open the card form at once (the button that started it was the page's own). */
  openForm?: boolean;
}

export interface PayNowContext extends PayNowInput {
  /** The banks the card may be of (loaded when the buyer opens the form). */
  banks?: Bank[];
  /** Why the card was refused, by field (`form` for the whole form). */
  paymentErrors?: FieldErrors;
}

export type PayNowEvent =
  /** 'Pagar ahora': the card form. */
  | { type: 'payNow.start' }
  | { type: 'payNow.cancel' }
  /** The card form's values, as typed; the machine checks them. */
  | { type: 'payNow.pay'; values: Record<string, unknown> };

/** The pending receipt paid with a card the gateway tokenised, or why it was not. */
export type PendingPayment = { status: 'paid' } | { status: 'refused'; errors: FieldErrors };

export interface PendingPaymentRequest extends Omit<PayNowInput, 'openForm'> {
  card: CardEntry;
}
