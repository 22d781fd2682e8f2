import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Single-use vouchers that stand for a partner's credential on one purchase: the partner's own
 * system issues them for one of its payment-skipping promos and hands each to one customer.
 * Only the code's hash is kept. A voucher is spent on one quotation, whose emission it covers
 * (its retries included), and on no other.
 */
export const paymentVouchers = pgTable('payment_vouchers', {
  codeHash: text('code_hash').primaryKey(),
  partnerCode: text('partner_code').notNull(),
  promoCode: text('promo_code').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  quotationId: uuid('quotation_id'),
});
