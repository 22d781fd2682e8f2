import type { AccountPolicy } from '../../src/domain/account/account-policies';

export interface AccountContext {
  /** The signed-in account (the one the policies and the PDF tokens are drawn from). */
  userId?: string;
  policies: AccountPolicy[];
  /** The policy whose pending receipt 'Pagar ahora' is paying. */
  payingPolicy?: string;
  /** The policy 'Pagar ahora' has just paid: the page says so. */
  paidPolicy?: string;
  loginError?: string;
  /** The policies could not be loaded, the PDF downloaded or the sign-out sent. */
  error?: string;
}

export type AccountEvent =
  | { type: 'account.login'; emailAddress: string; password: string }
  | { type: 'account.retry' }
  /** 'Pagar ahora' of one policy whose payment is pending. */
  | { type: 'account.payNow'; policyNumber: string }
  | { type: 'account.download'; policyNumber: string }
  | { type: 'account.logout' };
