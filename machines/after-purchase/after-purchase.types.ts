import type { CartOutput } from '../cart-shared/cart.types';

/** The policy the cart issued, as the thank-you page starts from it. */
export type AfterPurchaseInput = CartOutput;

export interface AfterPurchaseContext {
  policy: CartOutput;
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
  emissionId: string;
}
