import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import type { Bank } from '../../src/domain/bank-cards';
import type { InsurerCode } from '../../src/domain/insurers';
import type { CartOutput } from '../cart-shared/cart.types';
import type { CardEntry } from '../cart-shared/payment-options';
import type { FieldErrors } from '../cart-shared/step-validation';

/** The policy the cart issued and its analytics transaction, as the thank-you page starts. */
export interface AfterPurchaseInput extends CartOutput {
  transaction: AnalyticsTransaction;
}

export interface AfterPurchaseContext {
  policy: AfterPurchaseInput;
  /** The account this browser signed in to: the PDF is downloaded as its holder. */
  userId?: string;
  /** The link to set the password could not be sent (or sent again). */
  linkError?: string;
  /** The buyer asked for the link again and it went out. */
  linkResent?: boolean;
  loginError?: string;
  downloadError?: string;
  /** The banks the pending payment's card may be of (loaded when the buyer opens the form). */
  banks?: Bank[];
  /** Why the pending payment's card was refused, by field (`form` for the whole form). */
  paymentErrors?: FieldErrors;
}

export type AfterPurchaseEvent =
  /** The e-mail with the link to set the password, once more. */
  | { type: 'afterPurchase.resendLink' }
  /** A buyer whose e-mail already has an account signs in on the page. */
  | { type: 'afterPurchase.login'; emailAddress: string; password: string }
  | { type: 'afterPurchase.download' }
  /** 'Pagar ahora': the card form of a policy whose payment is pending. */
  | { type: 'afterPurchase.startPayment' }
  | { type: 'afterPurchase.cancelPayment' }
  /** The card form's values, as typed; the machine checks them. */
  | { type: 'afterPurchase.pay'; values: Record<string, unknown> };

/** The pending receipt paid with a card the gateway tokenised, or why it was not. */
export type PendingPayment = { status: 'paid' } | { status: 'refused'; errors: FieldErrors };

export interface PendingPaymentRequest {
  card: CardEntry;
  quotationId: string;
  providerCode: InsurerCode;
}

export interface AccountOpening {
  firstName: string;
  emailAddress: string;
}

export interface LoginAttempt {
  emailAddress: string;
  password: string;
}

export interface PolicyDownload {
  policyNumber: string;
  userId: string;
}
