import { hash, verify } from '@node-rs/argon2';
import { accountMessages } from '../../domain/account';
import { errorCodes } from '../../domain/errors';
import type { LoginRequest } from '../../domain/validation/account-requests';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { clearHits, isThrottled, recordHit, type ThrottleRule } from '../http/throttle';
import { findUserByEmail, type UserAccount } from './user-store';

const quarterHourMs = 15 * 60 * 1000;
/** Failed logins allowed per account and per client before a pause. */
export const loginLimits = { perAccount: 5, perClient: 20, windowMs: quarterHourMs } as const;

const accountRule = (emailAddress: string): ThrottleRule => ({
  key: `login:account:${emailAddress.toLowerCase()}`,
  limit: loginLimits.perAccount,
  windowMs: loginLimits.windowMs,
});
const clientRule = (clientKey: string): ThrottleRule => ({
  key: `login:client:${clientKey}`,
  limit: loginLimits.perClient,
  windowMs: loginLimits.windowMs,
});

/**
 * An unknown e-mail is checked against this hash, so it costs the same time as a wrong
 * password and the answer's timing does not tell whether the account exists.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hash('cotizauto-decoy-password'));

/**
 * POST /api/user/login: the account whose e-mail and password (Argon2id) match. A failure says
 * the same for an unknown e-mail, an account without a password and a wrong password; failures
 * are counted per account and per client, and past the limit every attempt waits.
 */
export async function logIn(
  db: Database,
  request: LoginRequest,
  clientKey: string,
): Promise<UserAccount> {
  const rules = [accountRule(request.emailAddress), clientRule(clientKey)];
  if (await isThrottled(db, rules))
    throw new AppError(429, errorCodes.rateLimited, accountMessages.tooManyAttempts);
  const account = await findUserByEmail(db, request.emailAddress);
  const matches = await verify(account?.passwordHash ?? (await decoy()), request.password);
  if (!account?.passwordHash || !matches) {
    await recordHit(db, rules);
    throw new AppError(401, errorCodes.unauthorized, accountMessages.loginFailed);
  }
  await clearHits(db, rules[0]!);
  return account;
}
