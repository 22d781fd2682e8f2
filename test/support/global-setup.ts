import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { runSeeders } from '../../src/server/db/seed/seeder';
import { seeders } from '../../src/server/db/seed/index';
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data dir (tar) each test database starts from. */
    pgliteDumpPath: string;
    /** With DATABASE_URL set: a migrated and seeded template database to copy per test app. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once: PGlite, one in-memory database dumped to a file that every test
 * database loads (seconds instead of a migration and seed each), kept between runs while its
 * sources are unchanged (`cachedSeededDump`). PostgreSQL (DATABASE_URL set): a template database
 * every test database is created from, once per run.
 */
export default async function setup(project: TestProject) {
  // The PGlite dump is made on PostgreSQL runs too: the tests of PGlite's own data directory need it.
  project.provide('pgliteDumpPath', await cachedSeededDump());
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', '');
    return;
  }
  const template = await createTemplateDatabase(url);
  project.provide('postgresTemplate', template);
  return () => dropTemplateDatabase(url, template);
}

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/cotizauto-test-db');
/** What the seeded database is made of: migrations, seeders, their data and PGlite's version. */
const dumpSources = ['migrations', 'src/server/db', 'src/server/catalog', 'src/domain', 'data'];

/**
 * The seeded dump for the current sources: made once (a minute on a busy machine, which every
 * single-file run paid), then reused until a migration, a seeder, the data or the lockfile
 * changes. Written under another name and renamed, so a run never reads a half-written dump.
 */
async function cachedSeededDump(): Promise<string> {
  const name = `seeded-${await digestOf(dumpSources)}.tar`;
  const dumpPath = path.join(cacheDir, name);
  if (existsSync(dumpPath)) {
    // Marked as read now: staleness counts from the last run that used it, not from its making.
    const now = new Date();
    await utimes(dumpPath, now, now);
    return dumpPath;
  }
  await mkdir(cacheDir, { recursive: true });
  const partial = `${dumpPath}.${process.pid}.partial`;
  await writeFile(partial, await dumpSeededPglite());
  await rename(partial, dumpPath);
  await removeStaleDumps(name);
  return dumpPath;
}

/** Dumps of other sources, once no run can still be reading them (none lasts two hours since it began). */
async function removeStaleDumps(current: string) {
  const stale = Date.now() - 2 * 3600_000;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (name !== current && (await stat(file)).mtimeMs < stale) await rm(file, { force: true });
  }
}

async function digestOf(folders: string[]): Promise<string> {
  const hash = createHash('sha256').update(await readFile(path.join(root, 'package-lock.json')));
  for (const folder of folders) {
    const files = (await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates and seeds an in-memory PGlite and gives its data dir, checkpointed and not compressed:
 * every test database starts from it (78 in the node project alone), and a dump taken without a
 * checkpoint made each start replay the seeding's write-ahead log, while a gzipped one made it
 * unzip 130 MB. Both cost 1.9 s of CPU per database; checkpointed and plain, 0.6 s.
 */
async function dumpSeededPglite(): Promise<Buffer> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runSeeders(handle.db, seeders);
  const client = (
    handle.db as unknown as {
      $client: { query(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
    }
  ).$client;
  await client.query('CHECKPOINT');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await handle.close();
  return dump;
}
