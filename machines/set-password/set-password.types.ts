import type { SignedInAccount } from '../../src/domain/account/account';

/** The e-mailed link's token, read from the page's address (empty when it has none). */
export interface SetPasswordInput {
  token: string;
}

export interface SetPasswordContext {
  token: string;
  /** The signed-in account once the password is set. */
  userId?: string;
  passwordError?: string;
  /** Why the link cannot set a password (the server's own message). */
  linkError?: string;
}

export type SetPasswordEvent = { type: 'setPassword.submit'; password: string };

export interface PasswordSetting {
  token: string;
  password: string;
}

/** The server either signs the account in, or refuses the link (missing, expired or used). */
export type PasswordSettingAnswer =
  { status: 'set'; account: SignedInAccount } | { status: 'linkRefused'; message: string };
