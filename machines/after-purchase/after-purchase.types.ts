import type { AnalyticsTransaction } from '../../src/domain/purchase/analytics-transaction';
import type { CartOutput } from '../cart-shared/cart.types';

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
}

export type AfterPurchaseEvent =
  /** The e-mail with the link to set the password, once more. */
  | { type: 'afterPurchase.resendLink' }
  /** A buyer whose e-mail already has an account signs in on the page. */
  | { type: 'afterPurchase.login'; emailAddress: string; password: string }
  | { type: 'afterPurchase.download' };

export interface AccountOpening {
  firstName: string;
  emailAddress: string;
}

export type { LoginAttempt } from '../support/login-attempt';
