import type { SnapshotFrom } from 'xstate';
import type { afterPurchaseMachine } from './after-purchase.machine';

type Snapshot = SnapshotFrom<typeof afterPurchaseMachine>;

/** The policy the cart issued, as the thank-you page shows it. */
export const selectPolicy = (snapshot: Snapshot) => snapshot.context.policy;

/** Which account block the thank-you page shows. */
export function selectAccountView(
  snapshot: Snapshot,
): 'checking' | 'accountOpened' | 'linkSent' | 'login' | 'loggedIn' {
  const { account } = snapshot.value as { account: string };
  if (account === 'resendingLink') return snapshot.context.userId ? 'accountOpened' : 'linkSent';
  if (account === 'accountOpened' || account === 'linkSent' || account === 'loggedIn')
    return account;
  if (account === 'existingAccount' || account === 'loggingIn') return 'login';
  return 'checking';
}

export const selectIsResendingLink = (snapshot: Snapshot) =>
  snapshot.matches({ account: 'resendingLink' });

export const selectLinkError = (snapshot: Snapshot) => snapshot.context.linkError;

export const selectLinkResent = (snapshot: Snapshot) => snapshot.context.linkResent ?? false;

export const selectIsLoggingIn = (snapshot: Snapshot) => snapshot.matches({ account: 'loggingIn' });

export const selectLoginError = (snapshot: Snapshot) => snapshot.context.loginError;

export const selectIsDownloading = (snapshot: Snapshot) =>
  snapshot.matches({ download: 'downloading' });

export const selectDownloadError = (snapshot: Snapshot) => snapshot.context.downloadError;

/** The PDF is the holder's: offered once the password signed this browser in. */
export const selectCanDownload = (snapshot: Snapshot) => Boolean(snapshot.context.userId);

/** 'Pagar ahora''s own flow while the policy's payment is pending (machines/pay-now). */
export const selectPayNow = (snapshot: Snapshot) =>
  snapshot.matches({ payNow: 'owed' }) ? snapshot.children.payNow : undefined;

export const selectPendingPaymentPaid = (snapshot: Snapshot) =>
  snapshot.matches({ payNow: 'paid' });
