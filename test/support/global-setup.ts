import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { runSeeders } from '../../src/server/db/seed/seeder';
import { seeders } from '../../src/server/db/seed/index';
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data dir (tar.gz) each test database starts from. */
    pgliteDumpPath: string;
    /** With DATABASE_URL set: a migrated and seeded template database to copy per test app. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once per run. PGlite: one in-memory database dumped to a file that every
 * test database loads (seconds instead of a migration and seed each). PostgreSQL (DATABASE_URL
 * set): a template database every test database is created from.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cotizauto-test-db-'));
  const removeDump = () => rm(dir, { recursive: true, force: true });
  // The PGlite dump is made on PostgreSQL runs too: the tests of PGlite's own data directory need it.
  project.provide('pgliteDumpPath', await dumpSeededPglite(dir));
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', '');
    return removeDump;
  }
  const template = await createTemplateDatabase(url);
  project.provide('postgresTemplate', template);
  return async () => {
    await dropTemplateDatabase(url, template);
    await removeDump();
  };
}

/** Migrates and seeds an in-memory PGlite and writes its data dir to a file in `dir`. */
async function dumpSeededPglite(dir: string): Promise<string> {
  const dumpPath = path.join(dir, 'seeded.tar.gz');
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runSeeders(handle.db, seeders);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  await writeFile(dumpPath, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await handle.close();
  return dumpPath;
}
