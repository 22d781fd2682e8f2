import { hash, verify } from '@node-rs/argon2';
import { accountMessages } from '../../domain/account/account';
import { errorCodes } from '../../domain/common/errors';
import type { LoginRequest } from '../../domain/validation/account-requests';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { clearHits, attemptRefusedBy, type ThrottleRule } from '../http/throttle';
import { mailLimits } from '../mail/mail-limits';
import { mailPasswordLink } from './password-link';
import { findUserByEmail, type UserAccount } from './user-store';

const quarterHourMs = 15 * 60 * 1000;

/**
 * Login attempts allowed within a quarter hour. One client guessing one account gets 5: the
 * attacker is paused there, while the owner, from another address, is not. One client gets 20
 * over all accounts. One account gets 50 from all clients together (a guess spread over many
 * addresses); past that its owner is e-mailed a link to sign in by setting a new password.
 * Each pause lasts a quarter hour, then twice as long at every new one (up to a day), so
 * guessing slows down ever more; a success from that client, or the owner's new password,
 * forgets them.
 */
export const loginLimits = {
  perAccountAndClient: 5,
  perClient: 20,
  perAccount: 50,
  windowMs: quarterHourMs,
  firstPauseMs: quarterHourMs,
} as const;

const rule = (key: string, limit: number): ThrottleRule => ({
  key,
  limit,
  windowMs: loginLimits.windowMs,
  backoffMs: loginLimits.firstPauseMs,
});

function loginRules(emailAddress: string, clientKey: string) {
  const account = emailAddress.toLowerCase();
  return {
    accountAndClient: rule(`login:pair:${clientKey}:${account}`, loginLimits.perAccountAndClient),
    client: rule(`login:client:${clientKey}`, loginLimits.perClient),
    account: rule(`login:account:${account}`, loginLimits.perAccount),
  };
}

/**
 * An unknown e-mail is checked against this hash, so it costs the same time as a wrong
 * password and the answer's timing does not tell whether the account exists.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hash('cotizauto-decoy-password'));

/** Who asks: the client address, where the owner's unlock link points, and the time. */
export interface LoginCaller {
  clientKey: string;
  publicBaseUrl: string;
  now: Date;
}

/**
 * POST /api/user/login: the account whose e-mail and password (Argon2id) match. A failure says
 * the same for an unknown e-mail, an account without a password and a wrong password. Each
 * attempt is counted before its password is checked, atomically (attemptRefusedBy), so parallel
 * guesses past the limit are refused without being evaluated.
 */
export async function logIn(
  db: Database,
  request: LoginRequest,
  caller: LoginCaller,
): Promise<UserAccount> {
  const rules = loginRules(request.emailAddress, caller.clientKey);
  const refusedBy = await attemptRefusedBy(db, Object.values(rules), caller.now);
  if (refusedBy) {
    if (refusedBy === rules.account) await mailUnlockLink(db, request, caller);
    throw new AppError(429, errorCodes.rateLimited, accountMessages.tooManyAttempts);
  }
  const account = await findUserByEmail(db, request.emailAddress);
  const matches = await verify(account?.passwordHash ?? (await decoy()), request.password);
  if (!account?.passwordHash || !matches)
    throw new AppError(401, errorCodes.unauthorized, accountMessages.loginFailed);
  await clearHits(db, rules.accountAndClient);
  return account;
}

/**
 * The account is paused for everyone: its owner gets a link to set a new password, which signs
 * them in and ends every other sign-in. A few an hour at most, like every password link.
 */
async function mailUnlockLink(db: Database, request: LoginRequest, caller: LoginCaller) {
  const account = await findUserByEmail(db, request.emailAddress);
  if (!account?.passwordHash) return;
  const limits = mailLimits('password-link', request.emailAddress, caller.clientKey);
  if (await attemptRefusedBy(db, limits)) return;
  await mailPasswordLink(db, account, caller.publicBaseUrl, request.language);
}

/** The owner proved the e-mail (a new password by its link): the account's pauses end. */
export async function forgetAccountPauses(db: Database, emailAddress: string): Promise<void> {
  await clearHits(db, loginRules(emailAddress, '').account);
}
