import { and, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountSessions,
  cardTokenBrowsers,
  cartAccessLinks,
  passwordLinks,
  paymentVouchers,
  savedCarts,
} from '../db/schema/index';
import { purgeExpiredQuotations, type PurgedQuotations } from './expired-quotations';

const now = sql`now()`;

/**
 * How long the browser a card token was made for is remembered: a token is charged within
 * minutes of its making (the processor's lifetime), so a day outlasts every purchase's retries.
 */
const tokenBrowsersKeptUntil = sql`now() - interval '1 day'`;

/** What has expired in each table and can no longer serve anyone. */
const purges = {
  // A cart's access links and browsers go with it (ON DELETE CASCADE).
  savedCarts: (db: Database) =>
    db.delete(savedCarts).where(lte(savedCarts.expiresAt, now)).returning({ id: savedCarts.id }),
  cartAccessLinks: (db: Database) =>
    db
      .delete(cartAccessLinks)
      .where(lte(cartAccessLinks.expiresAt, now))
      .returning({ id: cartAccessLinks.tokenHash }),
  accountSessions: (db: Database) =>
    db
      .delete(accountSessions)
      .where(or(lte(accountSessions.expiresAt, now), isNotNull(accountSessions.revokedAt)))
      .returning({ id: accountSessions.id }),
  passwordLinks: (db: Database) =>
    db
      .delete(passwordLinks)
      .where(lte(passwordLinks.expiresAt, now))
      .returning({ id: passwordLinks.tokenHash }),
  // A redeemed voucher stays: it records which quotation it paid for.
  paymentVouchers: (db: Database) =>
    db
      .delete(paymentVouchers)
      .where(and(lte(paymentVouchers.expiresAt, now), isNull(paymentVouchers.redeemedAt)))
      .returning({ id: paymentVouchers.codeHash }),
  cardTokenBrowsers: (db: Database) =>
    db
      .delete(cardTokenBrowsers)
      .where(lte(cardTokenBrowsers.createdAt, tokenBrowsersKeptUntil))
      .returning({ id: cardTokenBrowsers.token }),
};

export type PurgedCounts = Record<keyof typeof purges, number> & PurgedQuotations;

/**
 * Deletes what has expired, so personal data and credentials are not kept past their use:
 * saved carts, one-time links, ended account sessions, unredeemed vouchers and the card tokens'
 * browsers; then the quotations whose offer ended over a grace period ago and that no purchase
 * names, and the requests they were priced from once no quotation refers to them
 * (expired-quotations.ts), in batches. One table after another: a cart's cascade and its links'
 * own purge never race. `signal` (the app closing) stops the quotations' batches early.
 */
export async function purgeExpiredRecords(
  db: Database,
  signal?: AbortSignal,
): Promise<PurgedCounts> {
  const counts = {} as Record<keyof typeof purges, number>;
  for (const [table, purge] of Object.entries(purges)) {
    counts[table as keyof typeof purges] = (await purge(db)).length;
  }
  return { ...counts, ...(await purgeExpiredQuotations(db, signal)) };
}
