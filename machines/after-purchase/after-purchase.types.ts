import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import type { CartOutput } from '../cart-shared/cart.types';

/** The policy the cart issued and its analytics transaction, as the thank-you page starts. */
export interface AfterPurchaseInput extends CartOutput {
  transaction: AnalyticsTransaction;
}

export interface AfterPurchaseContext {
  policy: AfterPurchaseInput;
  /** The account this browser signed in to: the PDF is downloaded as its holder. */
  userId?: string;
  passwordError?: string;
  loginError?: string;
  downloadError?: string;
}

export type AfterPurchaseEvent =
  | { type: 'afterPurchase.createPassword'; password: string }
  /** A buyer whose e-mail already has an account signs in on the page instead. */
  | { type: 'afterPurchase.chooseLogin' }
  | { type: 'afterPurchase.login'; emailAddress: string; password: string }
  | { type: 'afterPurchase.download' };

export interface PasswordCreation {
  firstName: string;
  emailAddress: string;
  password: string;
}

export interface LoginAttempt {
  emailAddress: string;
  password: string;
}

export interface PolicyDownload {
  policyNumber: string;
  userId: string;
}
