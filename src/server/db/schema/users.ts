import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * A browser signed in to an account (after a login, the e-mailed link or the purchase's grant). The browser holds
 * the id in an HttpOnly signed cookie; the access tokens it asks for name the session, so a
 * logout (revokedAt) ends them too.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /**
     * Set for a sign-in opened by a purchase's grant: the e-mail is not proven, so the session
     * opens that emission's policy only, never the account's others.
     */
    emissionId: uuid('emission_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_sessions_user_idx').on(table.userId)],
);

/**
 * A one-time link e-mailed to an account's address to set its password. Only the SHA-256 of
 * the link's token is kept, so the table alone opens no account.
 */
export const passwordLinks = pgTable('password_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempts counted for a throttle (logins per account and per client, mails per recipient and
 * per client): one row per attempt, keyed by what is limited. Kept in the database so every
 * server process counts the same attempts.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_hits_key_at_idx').on(table.key, table.at)],
);

/**
 * A throttle key paused past its limit (a login guessed from one address, or at one account):
 * locked until `lockedUntil`, each new lock twice as long as the one before, so a patient
 * attacker slows down ever more. A success, the owner's new password, or a day without a lock
 * forgets the count.
 */
export const throttleLockouts = pgTable('throttle_lockouts', {
  key: text('key').primaryKey(),
  lockouts: integer('lockouts').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
