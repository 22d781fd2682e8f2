import type { Language } from '../../domain/site/languages';
import type { Database } from '../db/client';
import { renderAccountCreated } from '../mail/templates/account-created';
import { textsFor } from '../texts/catalogue';
import { queueAccountMail } from './account-mail';
import type { UserAccount } from './user-store';

/** The welcome e-mail, once the account's e-mail is proven and it has its first password. */
export async function queueAccountCreatedMail(
  db: Database,
  account: UserAccount,
  language: Language,
) {
  const rendered = renderAccountCreated(
    { emailAddress: account.emailAddress, firstName: account.firstName ?? undefined },
    textsFor(language, account.partnerCode),
  );
  await queueAccountMail(db, account, 'account-created', rendered);
}
