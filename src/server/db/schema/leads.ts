import * as pg from 'drizzle-orm/pg-core';
import type { LeadQuoteContext } from '../../../domain/validation/lead-request';

/** Visitors who left name, phone and e-mail for a sales follow-up, with what they quoted. */
export const leads = pg.pgTable('leads', {
  id: pg.uuid('id').primaryKey(),
  /** Which call created it: the wizard's acquisition lead or the generic lead form. */
  channel: pg.text('channel', { enum: ['acquisition', 'lead'] }).notNull(),
  name: pg.text('name').notNull(),
  phone: pg.text('phone').notNull(),
  email: pg.text('email').notNull(),
  quoteContext: pg.jsonb('quote_context').$type<LeadQuoteContext>(),
  partnerCode: pg.text('partner_code').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
