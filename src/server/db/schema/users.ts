import * as pg from 'drizzle-orm/pg-core';

/** Buyers' accounts: one per e-mail (lower case). The password is an Argon2id hash. */
export const userAccounts = pg.pgTable('user_accounts', {
  id: pg.uuid('id').primaryKey(),
  emailAddress: pg.text('email_address').notNull().unique(),
  firstName: pg.text('first_name'),
  /** Null until the buyer sets a password (an account opened with the e-mail alone). */
  passwordHash: pg.text('password_hash'),
  branchCode: pg.text('branch_code').notNull(),
  partnerCode: pg.text('partner_code').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser signed in to an account (after a login, the e-mailed link or the purchase's grant). The browser holds
 * the id in an HttpOnly signed cookie; the access tokens it asks for name the session, so a
 * logout (revokedAt) ends them too.
 */
export const accountSessions = pg.pgTable(
  'account_sessions',
  {
    id: pg.uuid('id').primaryKey(),
    userId: pg.uuid('user_id').notNull(),
    /**
     * Set for a sign-in opened by a purchase's grant: the e-mail is not proven, so the session
     * opens that emission's policy only, never the account's others.
     */
    emissionId: pg.uuid('emission_id'),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [pg.index('account_sessions_user_idx').on(table.userId)],
);

/**
 * A one-time link e-mailed to an account's address to set its password. Only the SHA-256 of
 * the link's token is kept, so the table alone opens no account.
 */
export const passwordLinks = pg.pgTable('password_links', {
  tokenHash: pg.text('token_hash').primaryKey(),
  userId: pg.uuid('user_id').notNull(),
  expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: pg.timestamp('used_at', { withTimezone: true }),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempts counted for a throttle (logins per account and per client, mails per recipient and
 * per client): one row per attempt, keyed by what is limited. Kept in the database so every
 * server process counts the same attempts.
 */
export const throttleHits = pg.pgTable(
  'throttle_hits',
  {
    id: pg.uuid('id').primaryKey(),
    key: pg.text('key').notNull(),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [pg.index('throttle_hits_key_at_idx').on(table.key, table.at)],
);

/**
 * A throttle key paused past its limit (a login guessed from one address, or at one account):
 * locked until `lockedUntil`, each new lock twice as long as the one before, so a patient
 * attacker slows down ever more. A success, the owner's new password, or a day without a lock
 * forgets the count.
 */
export const throttleLockouts = pg.pgTable('throttle_lockouts', {
  key: pg.text('key').primaryKey(),
  lockouts: pg.integer('lockouts').notNull(),
  lockedUntil: pg.timestamp('locked_until', { withTimezone: true }).notNull(),
});
