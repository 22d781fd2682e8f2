import * as pg from 'drizzle-orm/pg-core';

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * Every e-mail the app sends, rendered and waiting in line. Without SMTP the messages stay
 * queued here for the development page; with SMTP a worker claims due messages, sends them and
 * records the outcome. A claim moves next_attempt_at forward as a lease, so a message whose
 * worker died is claimed again once the lease runs out.
 */
export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg.uuid('id').primaryKey(),
    branchCode: pg.text('branch_code').notNull(),
    mailCode: pg.text('mail_code').notNull(),
    partnerCode: pg.text('partner_code').notNull(),
    recipient: pg.text('recipient').notNull(),
    subject: pg.text('subject').notNull(),
    textBody: pg.text('text_body').notNull(),
    htmlBody: pg.text('html_body').notNull(),
    status: pg.text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: pg.text('last_error'),
    /** The SMTP server's reply to the accepted message. */
    smtpResponse: pg.text('smtp_response'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [pg.index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
