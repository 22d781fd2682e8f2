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
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url);
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return () => dropTemplateDatabase(url, template);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'cotizauto-test-db-'));
  const dumpPath = path.join(dir, 'seeded.tar.gz');
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runSeeders(handle.db, seeders);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  await writeFile(dumpPath, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
