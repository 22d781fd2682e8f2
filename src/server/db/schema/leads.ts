import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LeadQuoteContext } from '../../../domain/validation/lead-request';

/** Visitors who left name, phone and e-mail for a sales follow-up, with what they quoted. */
export const leads = pgTable('leads', {
  id: uuid('id').primaryKey(),
  /** Which call created it: the wizard's acquisition lead or the generic lead form. */
  channel: text('channel', { enum: ['acquisition', 'lead'] }).notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  quoteContext: jsonb('quote_context').$type<LeadQuoteContext>(),
  partnerCode: text('partner_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
