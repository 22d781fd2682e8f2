import type { CartOutput } from '../cart-shared/cart.types';

/** The policy the cart issued, as the thank-you page starts from it. */
export type AfterPurchaseInput = CartOutput;

export interface AfterPurchaseContext {
  policy: CartOutput;
  /** The account the password signed this browser in to: the PDF is downloaded as its holder. */
  userId?: string;
  passwordError?: string;
  downloadError?: string;
}

export type AfterPurchaseEvent =
  { type: 'afterPurchase.createPassword'; password: string } | { type: 'afterPurchase.download' };

export interface PasswordCreation {
  firstName: string;
  emailAddress: string;
  password: string;
}

export interface PolicyDownload {
  policyNumber: string;
  userId: string;
}
