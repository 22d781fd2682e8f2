import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
