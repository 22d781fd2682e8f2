import { hash } from '@node-rs/argon2';
import { accountMessages, type SignUpAnswer } from '../../domain/account';
import { errorCodes } from '../../domain/errors';
import type { SignUpRequest } from '../../domain/validation/account-requests';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { takeAttempt } from '../http/throttle';
import { mailLimits } from '../mail/mail-limits';
import { enqueueMail } from '../mail/outbox-store';
import { renderAccountCreated } from '../mail/templates/account-created';
import { mailPasswordLink } from './password-link';
import type { Language } from '../../domain/languages';
import { textsFor } from '../texts/catalogue';
import { findPurchaseGrant, grantOpens, spendPurchaseGrant } from './purchase-grant';
import { completeUser, createUser, findUserByEmail, type UserAccount } from './user-store';

/** Who asks: the browser (its signed cookie, if any), the client address and the partner. */
export interface SignUpCaller {
  browserId?: string;
  clientKey: string;
  partnerCode: string;
  publicBaseUrl: string;
}

/**
 * POST /api/user/sign-up. With a password and the purchase's grant (this browser bought this
 * e-mail's policy) the account opens at once. Anything else, with or without an account behind
 * the e-mail, e-mails the address a link to set the password and answers the same words: the
 * answer never tells whether the e-mail has an account.
 */
export async function signUp(
  db: Database,
  request: SignUpRequest,
  caller: SignUpCaller,
): Promise<SignUpAnswer> {
  const existing = await findUserByEmail(db, request.emailAddress);
  if (request.password !== undefined && caller.browserId) {
    const opened = await openWithGrant(db, request, request.password, existing, caller);
    if (opened) return { status: 'signed-in', userId: opened.id };
  }
  await sendPasswordLink(db, request, existing, caller);
  return { status: 'link-sent', message: accountMessages.linkSent };
}

async function openWithGrant(
  db: Database,
  request: SignUpRequest,
  password: string,
  existing: UserAccount | undefined,
  caller: SignUpCaller,
) {
  const grant = await findPurchaseGrant(db, caller.browserId!, request.emailAddress);
  if (!grant || !(await grantOpens(db, grant, request.emailAddress, existing))) return undefined;
  if (!(await spendPurchaseGrant(db, grant))) return undefined;
  const details = { firstName: request.firstName, passwordHash: await hash(password) };
  const account = existing
    ? await completeUser(db, existing.id, details)
    : await createUser(db, { ...details, ...newAccountOf(request, caller) });
  if (account) await queueAccountCreatedMail(db, account, request.language);
  return account;
}

async function sendPasswordLink(
  db: Database,
  request: SignUpRequest,
  existing: UserAccount | undefined,
  caller: SignUpCaller,
) {
  const limits = mailLimits('password-link', request.emailAddress, caller.clientKey);
  if (await takeAttempt(db, limits))
    throw new AppError(429, errorCodes.rateLimited, accountMessages.tooManyAttempts);
  const account =
    existing ??
    (await createUser(db, newAccountOf(request, caller))) ??
    (await findUserByEmail(db, request.emailAddress))!;
  await mailPasswordLink(db, account, caller.publicBaseUrl, request.language);
}

const newAccountOf = (request: SignUpRequest, caller: SignUpCaller) => ({
  emailAddress: request.emailAddress,
  firstName: request.firstName,
  branchCode: request.branchCode,
  partnerCode: caller.partnerCode,
});

async function queueAccountCreatedMail(db: Database, account: UserAccount, language: Language) {
  const rendered = renderAccountCreated(
    { emailAddress: account.emailAddress, firstName: account.firstName ?? undefined },
    textsFor(language),
  );
  await enqueueMail(db, {
    ...rendered,
    branchCode: account.branchCode,
    mailCode: 'account-created',
    partnerCode: account.partnerCode,
    recipient: account.emailAddress,
  });
}
