import * as pg from 'drizzle-orm/pg-core';

export const instalmentStatuses = ['scheduled', 'paid', 'failed'] as const;

/**
 * A policy's payment schedule: one row per receipt of a monthly, quarterly or semi-annual plan.
 * The first is charged at emission; a periodic worker charges the others on their due dates
 * through the payment gateway. A worker claims a due row by moving `leaseUntil` forward with a
 * conditional update, so two workers never charge it together, and a row whose worker died is
 * claimed again once the lease runs out; the gateway key (row id and attempt) makes that second
 * charge answer the first one's outcome instead of charging twice.
 */
export const instalments = pg.pgTable(
  'instalments',
  {
    id: pg.uuid('id').primaryKey(),
    policyNumber: pg.text('policy_number').notNull(),
    /** 1 for the receipt charged at emission, up to the plan's number of receipts. */
    number: pg.smallint('number').notNull(),
    dueDate: pg.text('due_date').notNull(),
    amount: pg.numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: pg.text('status', { enum: instalmentStatuses }).notNull(),
    /** The gateway's kept card the later receipts are charged to. */
    cardToken: pg.text('card_token'),
    /** Declined charges so far; each retry is a new gateway attempt. */
    declines: pg.smallint('declines').notNull().default(0),
    /** When the next charge may be tried: the due date, then the retry after a decline. */
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: pg.timestamp('lease_until', { withTimezone: true }),
    authorizationId: pg.text('authorization_id'),
    lastDeclineReason: pg.text('last_decline_reason'),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    pg.unique('instalments_policy_number').on(table.policyNumber, table.number),
    pg.index('instalments_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
