import * as pg from 'drizzle-orm/pg-core';
import type { EmissionRecord } from '../../../domain/purchase/emission-record';
import type { EmissionRequest } from '../../../domain/validation/purchase-requests';
import type { CardPayment } from '../../../domain/validation/purchase-requests';

/**
 * One emission per quotation: the idempotency record. Repeated calls (polls, refreshes, double
 * clicks) find this row and answer its state; a new attempt reuses it only once the previous one
 * ended without a policy or a charge. `leaseUntil` lets a poll resume an emission whose process
 * stopped.
 */
export const emissions = pg.pgTable('emissions', {
  id: pg.uuid('id').primaryKey(),
  quotationId: pg.uuid('quotation_id').notNull().unique(),
  idempotencyKey: pg.text('idempotency_key').notNull().unique(),
  /** processing, issued, rejected (the buyer must correct), failed (try again later). */
  status: pg.text('status').notNull(),
  attempt: pg.smallint('attempt').notNull().default(1),
  request: pg.jsonb('request').$type<EmissionRequest>().notNull(),
  /** The card choices of emit-pay (the gateway's token, bank, type, instalments). */
  payment: pg.jsonb('payment').$type<CardPayment>(),
  policyNumber: pg.text('policy_number'),
  /** The spec's message and field for a rejection; the emission error for a failure. */
  outcomeMessage: pg.text('outcome_message'),
  outcomeField: pg.text('outcome_field'),
  /** A failed attempt is retried by the call after the one that reported it. */
  failureReportedAt: pg.timestamp('failure_reported_at', { withTimezone: true }),
  leaseUntil: pg.timestamp('lease_until', { withTimezone: true }).notNull(),
  /** The server process (server_processes.id) running the emission while it is leased. */
  leaseHolder: pg.text('lease_holder').notNull().default(''),
  partnerCode: pg.text('partner_code').notNull(),
  /**
   * The browser that asked for the emission (its signed browser cookie): only it is told the
   * outcome, and it holds the purchase's one-time grant to open the holder's account.
   */
  purchaserId: pg.text('purchaser_id').notNull().default(''),
  /** When the purchase's grant opened (or gave a password to) the holder's account. */
  accountGrantUsedAt: pg.timestamp('account_grant_used_at', { withTimezone: true }),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issued policies, with what the thank-you page, the mail and the PDF show. */
export const policies = pg.pgTable(
  'policies',
  {
    policyNumber: pg.text('policy_number').primaryKey(),
    emissionId: pg.uuid('emission_id').notNull().unique(),
    quotationId: pg.uuid('quotation_id').notNull(),
    insurer: pg.text('insurer').notNull(),
    package: pg.smallint('package').notNull(),
    paymentFrequency: pg.smallint('payment_frequency').notNull(),
    total: pg.numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    beginDate: pg.text('begin_date').notNull(),
    endDate: pg.text('end_date').notNull(),
    holderName: pg.text('holder_name').notNull(),
    holderEmail: pg.text('holder_email').notNull(),
    tin: pg.text('tin').notNull(),
    vehicle: pg.text('vehicle').notNull(),
    vin: pg.text('vin').notNull(),
    licensePlates: pg.text('license_plates').notNull(),
    /**
     * Everything the policy was issued with (src/domain/purchase/emission-record.ts); policies issued
     * before it was kept have none and are read from their emission again.
     */
    record: pg.jsonb('record').$type<EmissionRecord>(),
    /**
     * paid; not-paid when a charge failed (at issuance it waits for POST /api/policy/pay; a
     * later instalment after its retries); no-charge when a promo code skipped the payment.
     */
    paymentStatus: pg.text('payment_status').notNull(),
    partnerCode: pg.text('partner_code').notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    pg.index('policies_holder_email_idx').on(table.holderEmail),
    // The purge of expired quotations keeps those a policy names (expired-quotations.ts).
    pg.index('policies_quotation_id_idx').on(table.quotationId),
  ],
);
