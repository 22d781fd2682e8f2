import {
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EmissionRecord } from '../../../domain/purchase/emission-record';
import type { EmissionRequest } from '../../../domain/validation/purchase-requests';
import type { CardPayment } from '../../../domain/validation/purchase-requests';

/**
 * One emission per quotation: the idempotency record. Repeated calls (polls, refreshes, double
 * clicks) find this row and answer its state; a new attempt reuses it only once the previous one
 * ended without a policy or a charge. `leaseUntil` lets a poll resume an emission whose process
 * stopped.
 */
export const emissions = pgTable('emissions', {
  id: uuid('id').primaryKey(),
  quotationId: uuid('quotation_id').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** processing, issued, rejected (the buyer must correct), failed (try again later). */
  status: text('status').notNull(),
  attempt: smallint('attempt').notNull().default(1),
  request: jsonb('request').$type<EmissionRequest>().notNull(),
  /** The card choices of emit-pay (the gateway's token, bank, type, instalments). */
  payment: jsonb('payment').$type<CardPayment>(),
  policyNumber: text('policy_number'),
  /** The spec's message and field for a rejection; the emission error for a failure. */
  outcomeMessage: text('outcome_message'),
  outcomeField: text('outcome_field'),
  /** A failed attempt is retried by the call after the one that reported it. */
  failureReportedAt: timestamp('failure_reported_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  /** The server process (server_processes.id) running the emission while it is leased. */
  leaseHolder: text('lease_holder').notNull().default(''),
  partnerCode: text('partner_code').notNull(),
  /**
   * The browser that asked for the emission (its signed browser cookie): only it is told the
   * outcome, and it holds the purchase's one-time grant to open the holder's account.
   */
  purchaserId: text('purchaser_id').notNull().default(''),
  /** When the purchase's grant opened (or gave a password to) the holder's account. */
  accountGrantUsedAt: timestamp('account_grant_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issued policies, with what the thank-you page, the mail and the PDF show. */
export const policies = pgTable(
  'policies',
  {
    policyNumber: text('policy_number').primaryKey(),
    emissionId: uuid('emission_id').notNull().unique(),
    quotationId: uuid('quotation_id').notNull(),
    insurer: text('insurer').notNull(),
    package: smallint('package').notNull(),
    paymentFrequency: smallint('payment_frequency').notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    beginDate: text('begin_date').notNull(),
    endDate: text('end_date').notNull(),
    holderName: text('holder_name').notNull(),
    holderEmail: text('holder_email').notNull(),
    tin: text('tin').notNull(),
    vehicle: text('vehicle').notNull(),
    vin: text('vin').notNull(),
    licensePlates: text('license_plates').notNull(),
    /**
     * Everything the policy was issued with (src/domain/purchase/emission-record.ts); policies issued
     * before it was kept have none and are read from their emission again.
     */
    record: jsonb('record').$type<EmissionRecord>(),
    /**
     * paid; not-paid when a charge failed (at issuance it waits for POST /api/policy/pay; a
     * later instalment after its retries); no-charge when a promo code skipped the payment.
     */
    paymentStatus: text('payment_status').notNull(),
    partnerCode: text('partner_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('policies_holder_email_idx').on(table.holderEmail)],
);
