import * as pg from 'drizzle-orm/pg-core';
import type { CartQuote, CartStore } from '../../../domain/validation/cart-request';

/**
 * Saved carts (docs/behaviour/quote/arrival.md#restoring-a-saved-cart). They hold personal data, so
 * each one expires a fixed time after its last save and is purged then; card data is never part of
 * one.
 */
export const savedCarts = pg.pgTable(
  'saved_carts',
  {
    /** crypto.randomUUID(): 122 random bits, so an id cannot be guessed. */
    id: pg.uuid('id').primaryKey(),
    partnerCode: pg.text('partner_code').notNull(),
    store: pg.jsonb('store').$type<CartStore>().notNull(),
    quote: pg.jsonb('quote').$type<CartQuote>().notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [pg.index('saved_carts_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browsers that may read a cart's personal data and save over it: the one that saved it
 * first. Anyone else holding the id restores the quote only and saves a new cart.
 */
export const savedCartBrowsers = pg.pgTable(
  'saved_cart_browsers',
  {
    cartId: pg
      .uuid('cart_id')
      .notNull()
      .references(() => savedCarts.id, { onDelete: 'cascade' }),
    browserId: pg.text('browser_id').notNull(),
  },
  (table) => [pg.primaryKey({ columns: [table.cartId, table.browserId] })],
);

/**
 * One-time links mailed to a cart's e-mail address: following one proves the address and opens
 * the cart's personal data in that browser. Only the token's hash is kept.
 */
export const cartAccessLinks = pg.pgTable('cart_access_links', {
  tokenHash: pg.text('token_hash').primaryKey(),
  cartId: pg
    .uuid('cart_id')
    .notNull()
    .references(() => savedCarts.id, { onDelete: 'cascade' }),
  expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: pg.timestamp('used_at', { withTimezone: true }),
});
