import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Buyers' accounts: one per e-mail (lower case). The password is an Argon2id hash. */
export const userAccounts = pgTable('user_accounts', {
  id: uuid('id').primaryKey(),
  emailAddress: text('email_address').notNull().unique(),
  firstName: text('first_name'),
  /** Null until the buyer sets a password (an account opened with the e-mail alone). */
  passwordHash: text('password_hash'),
  branchCode: text('branch_code').notNull(),
  partnerCode: text('partner_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
