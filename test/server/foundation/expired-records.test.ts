import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { purgeExpiredRecords } from '../../../src/server/background/expired-records';
import {
  accountSessions,
  cardTokenBrowsers,
  cartAccessLinks,
  passwordLinks,
  paymentVouchers,
  savedCartBrowsers,
  savedCarts,
} from '../../../src/server/db/schema/index';
import { buildTestApp } from '../../support/test-app';

const past = sql`now() - interval '1 minute'`;
const future = sql`now() + interval '1 hour'`;

let app: App;
// The app purges once at its start, then hourly: the purges below are this test's own.
beforeAll(async () => (app = await buildTestApp({ PURGE_INTERVAL_MS: String(3600_000) })));
afterAll(() => app.close());

async function savedCart(expiresAt: typeof past) {
  const id = randomUUID();
  await app.db.insert(savedCarts).values({
    id,
    partnerCode: 'cotizauto',
    store: {} as never,
    quote: {} as never,
    expiresAt,
  });
  await app.db.insert(savedCartBrowsers).values({ cartId: id, browserId: 'browser-1' });
  return id;
}

/** The rows of each table, by their key, as the purge leaves them. */
async function remaining() {
  const db = app.db;
  return {
    carts: (await db.select({ id: savedCarts.id }).from(savedCarts)).map((row) => row.id),
    cartBrowsers: (await db.select({ id: savedCartBrowsers.cartId }).from(savedCartBrowsers)).map(
      (row) => row.id,
    ),
    cartLinks: (await db.select({ id: cartAccessLinks.tokenHash }).from(cartAccessLinks)).map(
      (row) => row.id,
    ),
    sessions: (await db.select({ id: accountSessions.id }).from(accountSessions)).map(
      (row) => row.id,
    ),
    passwordLinks: (await db.select({ id: passwordLinks.tokenHash }).from(passwordLinks)).map(
      (row) => row.id,
    ),
    vouchers: (await db.select({ id: paymentVouchers.codeHash }).from(paymentVouchers)).map(
      (row) => row.id,
    ),
    tokenBrowsers: (await db.select({ id: cardTokenBrowsers.token }).from(cardTokenBrowsers)).map(
      (row) => row.id,
    ),
  };
}

describe('expired records are deleted', () => {
  it('deletes what expired or ended and keeps what still serves a buyer', async () => {
    const db = app.db;
    const expiredCart = await savedCart(past);
    const liveCart = await savedCart(future);
    await db.insert(cartAccessLinks).values([
      { tokenHash: 'link-of-expired-cart', cartId: expiredCart, expiresAt: future },
      { tokenHash: 'expired-link', cartId: liveCart, expiresAt: past },
      { tokenHash: 'live-link', cartId: liveCart, expiresAt: future },
    ]);
    const [expiredSession, revokedSession, liveSession] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const userId = randomUUID();
    await db.insert(accountSessions).values([
      { id: expiredSession, userId, expiresAt: past },
      { id: revokedSession, userId, expiresAt: future, revokedAt: sql`now()` },
      { id: liveSession, userId, expiresAt: future },
    ]);
    await db.insert(passwordLinks).values([
      { tokenHash: 'expired-password-link', userId, expiresAt: past },
      { tokenHash: 'live-password-link', userId, expiresAt: future },
    ]);
    const voucher = { partnerCode: 'coppel', promoCode: 'COPPEL-TIENDA' };
    await db.insert(paymentVouchers).values([
      { ...voucher, codeHash: 'expired-unused', expiresAt: past },
      { ...voucher, codeHash: 'expired-redeemed', expiresAt: past, redeemedAt: sql`now()` },
      { ...voucher, codeHash: 'live-voucher', expiresAt: future },
    ]);
    await db.insert(cardTokenBrowsers).values([
      {
        token: 'token-of-yesterday',
        browserId: 'browser-1',
        createdAt: sql`now() - interval '25 hours'`,
      },
      { token: 'token-of-today', browserId: 'browser-1' },
    ]);

    // The app's own first run may overlap: what is left is the rule, not who deleted it.
    await purgeExpiredRecords(db);

    const left = await remaining();
    expect(left.carts).toEqual([liveCart]);
    expect(left.cartBrowsers).toEqual([liveCart]);
    expect(left.cartLinks).toEqual(['live-link']);
    expect(left.sessions).toEqual([liveSession]);
    expect(left.passwordLinks).toEqual(['live-password-link']);
    expect(left.vouchers.sort()).toEqual(['expired-redeemed', 'live-voucher']);
    expect(left.tokenBrowsers).toEqual(['token-of-today']);
  });

  it('deletes nothing more when run again', async () => {
    expect(await purgeExpiredRecords(app.db)).toEqual({
      savedCarts: 0,
      cartAccessLinks: 0,
      accountSessions: 0,
      passwordLinks: 0,
      paymentVouchers: 0,
      cardTokenBrowsers: 0,
      quotations: 0,
      quoteRequests: 0,
    });
  });
});
