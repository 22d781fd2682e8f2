import {
  boolean,
  integer,
  unique,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A charge as the processor and our payment record both keep it: amount, plan, bank, outcome. */
const chargeColumns = () => ({
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  installments: integer('installments').notNull(),
  bankCode: text('bank_code').notNull(),
  status: text('status').notNull(),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox payment processor's vault: one single-use token per tokenised card. Like a real
 * processor it keeps what it needs to answer a charge (brand, BIN, last four, the test card's
 * behaviour), never the full number or the CVV. A card kept for later charges (the instalments
 * of a monthly, quarterly or semi-annual plan) is charged again by its token.
 */
export const gatewayCardTokens = pgTable('gateway_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  /** The first six digits, which card networks let merchants see (issuer and card kind). */
  bin: text('bin').notNull().default(''),
  lastFour: text('last_four').notNull(),
  cardType: text('card_type').notNull(),
  /** What the sandbox does when this card is charged (see src/server/payments/test-cards.ts). */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The buyer consented to recurring charges: the token stays good for the plan's instalments. */
  keptForLaterCharges: boolean('kept_for_later_charges').notNull().default(false),
});

/** The sandbox processor's authorisations, one per idempotency key: a repeat answers the first. */
export const gatewayAuthorizations = pgTable('gateway_authorizations', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  /**
   * `status`: authorized → captured | capture-declined | voided; or declined with
   * `declineReason`. A charge of a kept card is authorised and captured at once: captured or
   * declined.
   */
  ...chargeColumns(),
});

/** Our record of a payment attempt: brand, last four and the authorisation id, nothing more. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    emissionId: uuid('emission_id').notNull(),
    /** The gateway idempotency key: one payment per attempt, however often it is resumed. */
    idempotencyKey: text('idempotency_key').notNull(),
    policyNumber: text('policy_number'),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    authorizationId: text('authorization_id'),
    /** `status`: authorized, paid, declined (with `declineReason`), not-paid (capture failed), voided. */
    ...chargeColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payments_idempotency_key').on(table.idempotencyKey)],
);

/**
 * The browser that tokenised each card (its signed browser cookie): ours, not the processor's.
 * A token is charged only for that browser, so a token read or guessed elsewhere pays nothing.
 */
export const cardTokenBrowsers = pgTable('card_token_browsers', {
  token: text('token').primaryKey(),
  browserId: text('browser_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
