import { hash } from '@node-rs/argon2';
import { errorCodes } from '../../domain/errors';
import type { SignUpRequest } from '../../domain/validation/account-requests';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { enqueueMail } from '../mail/outbox-store';
import { renderAccountCreated } from '../mail/templates/account-created';
import { completeUser, createUser, findUserByEmail, type UserAccount } from './user-store';

export const accountExistsMessage =
  'Ya existe una cuenta con este correo electrónico. Inicia sesión para ver tu póliza.';

export interface SignUpResult {
  userId: string;
  /** False when the e-mail already had an account (the thank-you page offers the login). */
  created: boolean;
  hasPassword: boolean;
}

/**
 * POST /api/user/sign-up. With a password: a new account, or the password of one opened with
 * the e-mail alone; an account that has a password already is refused. With the e-mail alone:
 * the account of that e-mail, opened if there is none. A new account gets the welcome mail.
 */
export async function signUp(
  db: Database,
  request: SignUpRequest,
  partnerCode: string,
): Promise<SignUpResult> {
  const existing = await findUserByEmail(db, request.emailAddress);
  if (existing && request.password === undefined) return resultOf(existing, false);
  if (existing?.passwordHash) throw new AppError(409, errorCodes.conflict, accountExistsMessage);

  const passwordHash = request.password === undefined ? undefined : await hash(request.password);
  const details = { firstName: request.firstName, passwordHash };
  const account = existing
    ? await completeUser(db, existing.id, { ...details, passwordHash: passwordHash! })
    : await createUser(db, {
        ...details,
        emailAddress: request.emailAddress,
        branchCode: request.branchCode,
        partnerCode,
      });
  if (!account) throw new AppError(409, errorCodes.conflict, accountExistsMessage);
  await queueAccountCreatedMail(db, account);
  return resultOf(account, !existing);
}

const resultOf = (account: UserAccount, created: boolean): SignUpResult => ({
  userId: account.id,
  created,
  hasPassword: account.passwordHash !== null,
});

async function queueAccountCreatedMail(db: Database, account: UserAccount) {
  const rendered = renderAccountCreated({
    emailAddress: account.emailAddress,
    firstName: account.firstName ?? undefined,
  });
  await enqueueMail(db, {
    ...rendered,
    branchCode: account.branchCode,
    mailCode: 'account-created',
    partnerCode: account.partnerCode,
    recipient: account.emailAddress,
  });
}
