import type { CartOutput } from '../cart-shared/cart.types';

/** The policy the cart issued, as the thank-you page starts from it. */
export type AfterPurchaseInput = CartOutput;

/** Whether the buyer's e-mail already had an account with a password. */
export type AccountKind = 'new' | 'existing';

export interface AfterPurchaseContext {
  policy: CartOutput;
  accountKind?: AccountKind;
  passwordError?: string;
  downloadError?: string;
}

export type AfterPurchaseEvent =
  { type: 'afterPurchase.createPassword'; password: string } | { type: 'afterPurchase.download' };

export interface AccountLookup {
  emailAddress: string;
}

export interface PasswordCreation {
  firstName: string;
  emailAddress: string;
  password: string;
}

export interface PolicyDownload {
  policyNumber: string;
  emissionId: string;
}
