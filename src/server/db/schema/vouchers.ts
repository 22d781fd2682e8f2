import * as pg from 'drizzle-orm/pg-core';

/**
 * Single-use vouchers that stand for a partner's credential on one purchase: the partner's own
 * system issues them for one of its payment-skipping promos and hands each to one customer.
 * Only the code's hash is kept. A voucher is spent on one quotation, whose emission it covers
 * (its retries included), and on no other.
 */
export const paymentVouchers = pg.pgTable(
  'payment_vouchers',
  {
    codeHash: pg.text('code_hash').primaryKey(),
    partnerCode: pg.text('partner_code').notNull(),
    promoCode: pg.text('promo_code').notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: pg.timestamp('redeemed_at', { withTimezone: true }),
    quotationId: pg.uuid('quotation_id'),
  },
  // The purge of expired quotations keeps those a voucher was spent on (expired-quotations.ts).
  (table) => [pg.index('payment_vouchers_quotation_id_idx').on(table.quotationId)],
);
