import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * Every e-mail the app sends, rendered and waiting in line. Without SMTP the messages stay
 * queued here for the development page; with SMTP a worker claims due messages, sends them and
 * records the outcome. A claim moves next_attempt_at forward as a lease, so a message whose
 * worker died is claimed again once the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    branchCode: text('branch_code').notNull(),
    mailCode: text('mail_code').notNull(),
    partnerCode: text('partner_code').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The SMTP server's reply to the accepted message. */
    smtpResponse: text('smtp_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
