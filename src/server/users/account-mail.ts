import type { Database } from '../db/client';
import { enqueueMail } from '../mail/outbox-store';
import type { RenderedMail } from '../mail/templates/rendered-mail';
import type { UserAccount } from './user-store';

/** Queues a mail to the account's own address, under its partner and branch. */
export async function queueAccountMail(
  db: Database,
  account: UserAccount,
  mailCode: string,
  rendered: RenderedMail,
) {
  await enqueueMail(db, {
    ...rendered,
    branchCode: account.branchCode,
    mailCode,
    partnerCode: account.partnerCode,
    recipient: account.emailAddress,
  });
}
