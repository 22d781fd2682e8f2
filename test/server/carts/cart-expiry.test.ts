import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  dataOf,
  get,
  openSession,
  post,
  type TestSession,
} from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { savedCarts } from '../../../src/server/db/schema/index';
import { fullCart } from './cart-fixture';

const day = 24 * 60 * 60 * 1000;
let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp({ CART_TTL_DAYS: '7', PURGE_INTERVAL_MS: '25' });
  session = await openSession(app);
});
afterAll(() => app.close());

async function saveCart(body: object = fullCart) {
  const response = await post(app, session, '/api/quotation/save-cart', {
    ...body,
    partnerCode: 'cotizauto',
  });
  return dataOf<{ id: string }>(response).id;
}
const cartRow = async (id: string) =>
  (await app.db.select().from(savedCarts).where(eq(savedCarts.id, id)))[0];
/** Moves a cart's expiry into the past, as if CART_TTL_DAYS had gone by. */
const expire = (id: string) =>
  app.db
    .update(savedCarts)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(savedCarts.id, id));

describe('saved cart expiry', () => {
  it('expires CART_TTL_DAYS after the last save', async () => {
    const before = Date.now();
    const id = await saveCart();
    const expiresAt = (await cartRow(id))!.expiresAt.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * day - 5000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * day + 5000);
  });

  it('starts the count again on each save', async () => {
    const id = await saveCart();
    await app.db
      .update(savedCarts)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(savedCarts.id, id));
    expect(await saveCart({ ...fullCart, cartId: id })).toBe(id);
    expect((await cartRow(id))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);
  });

  it('does not revive an expired cart: saving with its id stores a new cart', async () => {
    const id = await saveCart();
    await expire(id);
    expect(await saveCart({ ...fullCart, cartId: id })).not.toBe(id);
  });

  it('answers not found for an expired cart and purges it', async () => {
    const expired = await saveCart();
    const live = await saveCart();
    await expire(expired);
    const response = await get(app, session, `/quotation/get-cart?id=${expired}`);
    expect(response.statusCode).toBe(404);
    // The purge runs every 25 ms here; the allowance is for a busy machine, not for the purge.
    await vi.waitFor(async () => expect(await cartRow(expired)).toBeUndefined(), {
      timeout: 15_000,
      interval: 25,
    });
    expect(await cartRow(live)).toBeDefined();
  });
});
