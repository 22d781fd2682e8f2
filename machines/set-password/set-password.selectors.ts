import type { SnapshotFrom } from 'xstate';
import { busyTag } from '../support/persistence';
import type { setPasswordMachine } from './set-password.machine';

type SetPasswordSnapshot = SnapshotFrom<typeof setPasswordMachine>;

/** What the page shows: the form, the signed-in success, or the refused link. */
export type SetPasswordView = 'form' | 'passwordSet' | 'linkRefused';

export const selectSetPasswordView = (snapshot: SetPasswordSnapshot): SetPasswordView => {
  if (snapshot.matches('passwordSet')) return 'passwordSet';
  if (snapshot.matches('linkRefused')) return 'linkRefused';
  return 'form';
};
export const selectIsSettingPassword = (snapshot: SetPasswordSnapshot) => snapshot.hasTag(busyTag);
export const selectPasswordError = (snapshot: SetPasswordSnapshot) =>
  snapshot.context.passwordError;
export const selectLinkError = (snapshot: SetPasswordSnapshot) => snapshot.context.linkError;
