import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { savedCarts } from '../db/schema/index';
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

/**
 * Updates the live cart the id names, or stores a new one under a fresh id: a client that holds
 * the id of an expired or unknown cart gets a new cart rather than an error, and never chooses
 * the id itself.
 */
export async function saveCart(
  db: Database,
  cartId: string | undefined,
  content: CartContent,
  ttlDays: number,
): Promise<string> {
  const updated = v.is(cartIdSchema, cartId) && (await updateCart(db, cartId, content, ttlDays));
  return updated || insertCart(db, content, ttlDays);
}

async function updateCart(db: Database, id: string, content: CartContent, ttlDays: number) {
  const [row] = await db
    .update(savedCarts)
    .set({ ...content, updatedAt: sql`now()`, expiresAt: expiryAfter(ttlDays) })
    .where(and(eq(savedCarts.id, id), isLive))
    .returning({ id: savedCarts.id });
  return row?.id;
}

async function insertCart(db: Database, content: CartContent, ttlDays: number) {
  const id = randomUUID();
  await db.insert(savedCarts).values({ id, ...content, expiresAt: expiryAfter(ttlDays) });
  return id;
}

/** The live cart with this id, as get-cart answers it, or undefined. */
export async function findCart(db: Database, id: string): Promise<RestoredCart | undefined> {
  const [row] = await db
    .select({ store: savedCarts.store, quote: savedCarts.quote })
    .from(savedCarts)
    .where(and(eq(savedCarts.id, id), isLive));
  return row && { store: row.store, ...row.quote };
}

/** Deletes every cart past its expiry; answers how many. */
export async function purgeExpiredCarts(db: Database): Promise<number> {
  const purged = await db
    .delete(savedCarts)
    .where(sql`${savedCarts.expiresAt} <= now()`)
    .returning({ id: savedCarts.id });
  return purged.length;
}
