import type { SnapshotFrom } from 'xstate';
import type { afterPurchaseMachine } from './after-purchase.machine';

type Snapshot = SnapshotFrom<typeof afterPurchaseMachine>;

/** Which account block the thank-you page shows. */
export function selectAccountView(
  snapshot: Snapshot,
): 'checking' | 'createPassword' | 'passwordCreated' | 'linkSent' | 'login' | 'loggedIn' {
  if (
    snapshot.matches({ account: 'newAccount' }) ||
    snapshot.matches({ account: 'creatingPassword' })
  )
    return 'createPassword';
  if (snapshot.matches({ account: 'passwordCreated' })) return 'passwordCreated';
  if (snapshot.matches({ account: 'linkSent' })) return 'linkSent';
  if (
    snapshot.matches({ account: 'existingAccount' }) ||
    snapshot.matches({ account: 'loggingIn' })
  )
    return 'login';
  if (snapshot.matches({ account: 'loggedIn' })) return 'loggedIn';
  return 'checking';
}

export const selectIsCreatingPassword = (snapshot: Snapshot) =>
  snapshot.matches({ account: 'creatingPassword' });

export const selectPasswordError = (snapshot: Snapshot) => snapshot.context.passwordError;

export const selectIsLoggingIn = (snapshot: Snapshot) => snapshot.matches({ account: 'loggingIn' });

export const selectLoginError = (snapshot: Snapshot) => snapshot.context.loginError;

export const selectIsDownloading = (snapshot: Snapshot) =>
  snapshot.matches({ download: 'downloading' });

export const selectDownloadError = (snapshot: Snapshot) => snapshot.context.downloadError;

/** The PDF is the holder's: offered once the password signed this browser in. */
export const selectCanDownload = (snapshot: Snapshot) => Boolean(snapshot.context.userId);
