import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';

type Snapshot = SnapshotFrom<typeof accountMachine>;

export type AccountView = 'loading' | 'failed' | 'login' | 'policies';

/** Which block the account page shows. */
export function selectAccountView(snapshot: Snapshot): AccountView {
  if (snapshot.matches('loadFailed')) return 'failed';
  if (snapshot.matches('signedOut') || snapshot.matches('loggingIn')) return 'login';
  if (snapshot.matches('signedIn') || snapshot.matches('loggingOut')) return 'policies';
  return 'loading';
}

export const selectPolicies = (snapshot: Snapshot) => snapshot.context.policies;

export const selectIsLoggingIn = (snapshot: Snapshot) => snapshot.matches('loggingIn');

export const selectIsLoggingOut = (snapshot: Snapshot) => snapshot.matches('loggingOut');

export const selectLoginError = (snapshot: Snapshot) => snapshot.context.loginError;

export const selectAccountError = (snapshot: Snapshot) => snapshot.context.error;

/** The download in flight, or none. */
export const selectDownloading = (snapshot: Snapshot) =>
  snapshot.matches({ signedIn: { download: 'downloading' } });

/** 'Pagar ahora''s flow and the policy it pays, while one is being paid. */
export function selectPayment(snapshot: Snapshot) {
  const actor = snapshot.matches({ signedIn: { payment: 'paying' } })
    ? snapshot.children.payNow
    : undefined;
  return actor && { actor, policyNumber: snapshot.context.payingPolicy };
}

/** The policy 'Pagar ahora' has just paid. */
export const selectPaidPolicy = (snapshot: Snapshot) => snapshot.context.paidPolicy;
