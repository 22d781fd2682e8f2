import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which version of each seed data set is loaded, so a second start changes nothing. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partners whose code calls may carry in X-Partner-Code; the brand variant picks the theme. */
export const partners = pgTable('partners', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  brandVariant: text('brand_variant', { enum: ['own', 'retail'] }).notNull(),
});

/**
 * The server processes using this database, each with a heartbeat: a lease (a running
 * emission) names its holder here, and a process that is gone gives its leases back at once.
 */
export const serverProcesses = pgTable('server_processes', {
  /** A fresh id per start: a restarted process is another holder. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
