import * as pg from 'drizzle-orm/pg-core';

/** Which version of each seed data set is loaded, so a second start changes nothing. */
export const seedVersions = pg.pgTable('seed_versions', {
  name: pg.text('name').primaryKey(),
  version: pg.text('version').notNull(),
  appliedAt: pg.timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partners whose code calls may carry in X-Partner-Code; the brand variant picks the theme. */
export const partners = pg.pgTable('partners', {
  code: pg.text('code').primaryKey(),
  name: pg.text('name').notNull(),
  brandVariant: pg.text('brand_variant', { enum: ['own', 'retail'] }).notNull(),
});

/**
 * The server processes using this database, each with a heartbeat: a lease (a running
 * emission) names its holder here, and a process that is gone gives its leases back at once.
 */
export const serverProcesses = pg.pgTable('server_processes', {
  /** A fresh id per start: a restarted process is another holder. */
  id: pg.text('id').primaryKey(),
  host: pg.text('host').notNull(),
  pid: pg.integer('pid').notNull(),
  startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: pg.timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
