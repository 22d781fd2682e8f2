import type { SignedInAccount } from '../../src/domain/account/account';
import type { LoginAttempt } from '../support/login-attempt';
import { notProvided } from '../support/placeholder';
import { payNowMachine } from './pay-now.machine';
import type { PolicyDownload } from './policy-download';

/**
 * What a policy's holder does on the account page and after the purchase alike: log in,
 * download a policy's PDF and pay a pending one. The app provides the first two.
 */
export const policyOwnerActors = {
  logIn: notProvided<SignedInAccount, LoginAttempt>('logIn'),
  downloadPolicy: notProvided<void, PolicyDownload>('downloadPolicy'),
  payNow: payNowMachine,
};

/** The children those actors run as, each under its own name (a type: xstate wants a record). */
export type PolicyOwnerChildren = {
  logIn: 'logIn';
  downloadPolicy: 'downloadPolicy';
  payNow: 'payNow';
};
