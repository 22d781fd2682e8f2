import { hashOfToken, newOneTimeToken } from '../http/one-time-token';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordLinks } from '../db/schema/index';
import { renderPasswordLink } from '../mail/templates/password-link';
import { queueAccountMail } from './account-mail';
import type { UserAccount } from './user-store';
import { clientRoutes } from '../../domain/site/routes';
import type { Language } from '../../domain/site/languages';
import { textsFor } from '../texts/catalogue';

const validMinutes = 60;

/** E-mails the account's address a one-time link to set its password. */
export async function mailPasswordLink(
  db: Database,
  account: UserAccount,
  publicBaseUrl: string,
  language: Language,
) {
  const { token, tokenHash } = newOneTimeToken();
  await db.insert(passwordLinks).values({
    tokenHash,
    userId: account.id,
    expiresAt: new Date(Date.now() + validMinutes * 60 * 1000),
  });
  // The page the link opens sends the token with the new password.
  const link = `${publicBaseUrl}${clientRoutes.accountPassword}?${new URLSearchParams({ token })}`;
  const rendered = renderPasswordLink(
    { firstName: account.firstName ?? undefined, link, validMinutes },
    textsFor(language, account.partnerCode),
  );
  await queueAccountMail(db, account, 'password-link', rendered);
}

/** Spends a link: the account it was sent for, once, while it is valid; otherwise undefined. */
export async function usePasswordLink(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordLinks.tokenHash, hashOfToken(token)),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordLinks.userId });
  return row?.userId;
}
