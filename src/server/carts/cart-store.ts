import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { savedCartBrowsers, savedCarts } from '../db/schema/index';
import { cartIdSchema } from '../../domain/validation/cart-id';
import type { CartQuote, CartStore, RestoredCart } from '../../domain/validation/cart-request';

export interface CartContent {
  store: CartStore;
  quote: CartQuote;
  partnerCode: string;
}

/** Expiry is counted on the database clock so that every server process agrees on it. */
const expiryAfter = (ttlDays: number) => sql`now() + make_interval(days => ${ttlDays})`;
const isLive = sql`${savedCarts.expiresAt} > now()`;

/** Who saves or reads a cart: their browser, and the carts whose e-mail they proved. */
export interface CartReader {
  browserId?: string;
  provenCartIds: readonly string[];
}

/**
 * Updates the live cart the id names when the reader may (the browser that saved it, or one
 * that proved the cart's e-mail), or stores a new one under a fresh id: a client that holds the
 * id of an expired, unknown or someone else's cart gets a new cart rather than an error (it
 * never overwrites theirs), and never chooses the id itself.
 */
export async function saveCart(
  db: Database,
  cartId: string | undefined,
  content: CartContent,
  ttlDays: number,
  saver: CartReader & { browserId: string },
): Promise<string> {
  const updated =
    v.is(cartIdSchema, cartId) &&
    (await mayReadPersonalData(db, cartId, saver)) &&
    (await updateCart(db, cartId, content, ttlDays));
  return updated || insertCart(db, content, ttlDays, saver.browserId);
}

async function updateCart(db: Database, id: string, content: CartContent, ttlDays: number) {
  const [row] = await db
    .update(savedCarts)
    .set({ ...content, updatedAt: sql`now()`, expiresAt: expiryAfter(ttlDays) })
    .where(and(eq(savedCarts.id, id), isLive))
    .returning({ id: savedCarts.id });
  return row?.id;
}

async function insertCart(db: Database, content: CartContent, ttlDays: number, browserId: string) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(savedCarts).values({ id, ...content, expiresAt: expiryAfter(ttlDays) });
    await tx.insert(savedCartBrowsers).values({ cartId: id, browserId });
  });
  return id;
}

/** The browser that saved the cart, or a reader who proved the cart's e-mail address. */
export async function mayReadPersonalData(
  db: Database,
  cartId: string,
  { browserId, provenCartIds }: CartReader,
): Promise<boolean> {
  if (provenCartIds.includes(cartId)) return true;
  if (!browserId) return false;
  const [saver] = await db
    .select({ cartId: savedCartBrowsers.cartId })
    .from(savedCartBrowsers)
    .where(and(eq(savedCartBrowsers.cartId, cartId), eq(savedCartBrowsers.browserId, browserId)));
  return saver !== undefined;
}

/** The live cart with this id, as get-cart answers it, or undefined. */
export async function findCart(db: Database, id: string): Promise<RestoredCart | undefined> {
  const [row] = await db
    .select({ store: savedCarts.store, quote: savedCarts.quote })
    .from(savedCarts)
    .where(and(eq(savedCarts.id, id), isLive));
  return row && { store: row.store, ...row.quote };
}
