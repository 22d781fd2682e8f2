import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CartQuote, CartStore } from '../../../domain/validation/cart-request';

/**
 * Saved carts (docs/behaviour/quote/arrival.md#restoring-a-saved-cart). They hold personal data, so
 * each one expires a fixed time after its last save and is purged then; card data is never part of
 * one.
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    /** crypto.randomUUID(): 122 random bits, so an id cannot be guessed. */
    id: uuid('id').primaryKey(),
    partnerCode: text('partner_code').notNull(),
    store: jsonb('store').$type<CartStore>().notNull(),
    quote: jsonb('quote').$type<CartQuote>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saved_carts_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browsers that may read a cart's personal data and save over it: the one that saved it
 * first. Anyone else holding the id restores the quote only and saves a new cart.
 */
export const savedCartBrowsers = pgTable(
  'saved_cart_browsers',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => savedCarts.id, { onDelete: 'cascade' }),
    browserId: text('browser_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.browserId] })],
);

/**
 * One-time links mailed to a cart's e-mail address: following one proves the address and opens
 * the cart's personal data in that browser. Only the token's hash is kept.
 */
export const cartAccessLinks = pgTable('cart_access_links', {
  tokenHash: text('token_hash').primaryKey(),
  cartId: uuid('cart_id')
    .notNull()
    .references(() => savedCarts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
