import * as pg from 'drizzle-orm/pg-core';

/** A charge as the processor and our payment record both keep it: amount, plan, bank, outcome. */
const chargeColumns = () => ({
  amount: pg.numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  installments: pg.integer('installments').notNull(),
  bankCode: pg.text('bank_code').notNull(),
  status: pg.text('status').notNull(),
  declineReason: pg.text('decline_reason'),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox payment processor's vault: one single-use token per tokenised card. Like a real
 * processor it keeps what it needs to answer a charge (brand, BIN, last four, the test card's
 * behaviour), never the full number or the CVV. A card kept for later charges (the instalments
 * of a monthly, quarterly or semi-annual plan) is charged again by its token.
 */
export const gatewayCardTokens = pg.pgTable('gateway_card_tokens', {
  token: pg.text('token').primaryKey(),
  brand: pg.text('brand').notNull(),
  /** The first six digits, which card networks let merchants see (issuer and card kind). */
  bin: pg.text('bin').notNull().default(''),
  lastFour: pg.text('last_four').notNull(),
  cardType: pg.text('card_type').notNull(),
  /** What the sandbox does when this card is charged (see src/server/payments/test-cards.ts). */
  behaviour: pg.text('behaviour').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: pg.timestamp('used_at', { withTimezone: true }),
  /** The buyer consented to recurring charges: the token stays good for the plan's instalments. */
  keptForLaterCharges: pg.boolean('kept_for_later_charges').notNull().default(false),
});

/** The sandbox processor's authorisations, one per idempotency key: a repeat answers the first. */
export const gatewayAuthorizations = pg.pgTable('gateway_authorizations', {
  id: pg.text('id').primaryKey(),
  idempotencyKey: pg.text('idempotency_key').notNull().unique(),
  token: pg.text('token').notNull(),
  /**
   * `status`: authorized → captured | capture-declined | voided; or declined with
   * `declineReason`. A charge of a kept card is authorised and captured at once: captured or
   * declined.
   */
  ...chargeColumns(),
});

/** Our record of a payment attempt: brand, last four and the authorisation id, nothing more. */
export const payments = pg.pgTable(
  'payments',
  {
    id: pg.uuid('id').primaryKey(),
    emissionId: pg.uuid('emission_id').notNull(),
    /** The gateway idempotency key: one payment per attempt, however often it is resumed. */
    idempotencyKey: pg.text('idempotency_key').notNull(),
    policyNumber: pg.text('policy_number'),
    brand: pg.text('brand').notNull(),
    lastFour: pg.text('last_four').notNull(),
    authorizationId: pg.text('authorization_id'),
    /** `status`: authorized, paid, declined (with `declineReason`), not-paid (capture failed), voided. */
    ...chargeColumns(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [pg.unique('payments_idempotency_key').on(table.idempotencyKey)],
);

/**
 * The browser that tokenised each card (its signed browser cookie): ours, not the processor's.
 * A token is charged only for that browser, so a token read or guessed elsewhere pays nothing.
 */
export const cardTokenBrowsers = pg.pgTable('card_token_browsers', {
  token: pg.text('token').primaryKey(),
  browserId: pg.text('browser_id').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
