import { accountMessages } from '../../domain/account/account';
import { errorCodes } from '../../domain/common/errors';
import type { SignUpRequest } from '../../domain/validation/account-requests';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { attemptRefusedBy } from '../http/throttle';
import { mailLimits } from '../mail/mail-limits';
import { mailPasswordLink } from './password-link';
import { findPurchaseGrant, spendPurchaseGrant } from './purchase-grant';
import { createUser, findUserByEmail } from './user-store';

/** Who asks: the browser (its signed cookie, if any), the client address and the partner. */
export interface SignUpCaller {
  browserId?: string;
  clientKey: string;
  partnerCode: string;
  publicBaseUrl: string;
}

/** The answer, and for a grant's sign-in the emission its session is limited to. */
export type SignUpOutcome =
  | { status: 'signed-in'; userId: string; emissionId: string }
  | { status: 'link-sent'; message: string };

/**
 * POST /api/user/sign-up. The e-mail is proven only by the link sent to it, so no password is
 * set here. With the purchase's grant (this browser bought this e-mail's policy) the browser is
 * signed in at once, to that purchase's policy only, and the address gets the link. Anything
 * else, with or without an account behind the e-mail, gets the link and the same words: the
 * answer never tells whether the e-mail has an account.
 */
export async function signUp(
  db: Database,
  request: SignUpRequest,
  caller: SignUpCaller,
): Promise<SignUpOutcome> {
  const grant =
    request.firstName !== undefined && caller.browserId
      ? await findPurchaseGrant(db, caller.browserId, request.emailAddress)
      : undefined;
  // Spent atomically: of two sign-ups at once (a double click) one signs in, the other is refused.
  if (grant && (await spendPurchaseGrant(db, grant))) {
    const account = await accountOf(db, request, caller);
    if (!(await attemptRefusedBy(db, mailLimits('password-link', request.emailAddress))))
      await mailPasswordLink(db, account, caller.publicBaseUrl, request.language);
    return { status: 'signed-in', userId: account.id, emissionId: grant.emissionId };
  }
  if (await attemptRefusedBy(db, linkLimits(request, caller)))
    throw new AppError(429, errorCodes.rateLimited, accountMessages.tooManyAttempts);
  await mailPasswordLink(
    db,
    await accountOf(db, request, caller),
    caller.publicBaseUrl,
    request.language,
  );
  return { status: 'link-sent', message: accountMessages.linkSent };
}

const linkLimits = (request: SignUpRequest, caller: SignUpCaller) =>
  mailLimits('password-link', request.emailAddress, caller.clientKey);

/** The e-mail's account, opened without a password when it has none (a concurrent call may win). */
async function accountOf(db: Database, request: SignUpRequest, caller: SignUpCaller) {
  return (
    (await findUserByEmail(db, request.emailAddress)) ??
    (await createUser(db, newAccountOf(request, caller))) ??
    (await findUserByEmail(db, request.emailAddress))!
  );
}

const newAccountOf = (request: SignUpRequest, caller: SignUpCaller) => ({
  emailAddress: request.emailAddress,
  firstName: request.firstName,
  branchCode: request.branchCode,
  partnerCode: caller.partnerCode,
});
