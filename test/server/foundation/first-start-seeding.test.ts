import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { projectRoot } from '../../../src/server/project-root';
import { openDatabase } from '../../../src/server/db/client';
import {
  seedFirstStartApart,
  seedInChildProcess,
  SeedingError,
} from '../../../src/server/db/first-start-seeding';
import { openSeededDatabase } from '../../../src/server/db/seeded-database';
import { runSeeders, type Seeder } from '../../../src/server/db/seed/seeder';
import { seedersFor } from '../../../src/server/db/seed/index';
import { partners, seedVersions } from '../../../src/server/db/schema/index';

async function withEmptyDir(run: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cotizauto-first-start-'));
  try {
    await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const configFor = (dir: string) =>
  loadConfig({ ...process.env, DATABASE_URL: undefined, PGLITE_DIR: dir });

/**
 * One PGlite directory after its first start (seeded by the child), made once for the file: a
 * first start costs about 12 s of CPU, a copy of its directory almost nothing.
 */
let firstStarted: string;
beforeAll(async () => {
  firstStarted = await mkdtemp(path.join(tmpdir(), 'cotizauto-first-started-'));
  await seedFirstStartApart(configFor(firstStarted));
}, 120_000);
afterAll(() => rm(firstStarted, { recursive: true, force: true }));

/** A copy of that directory, with the server's config for it. */
function withFirstStartedDir(run: (dir: string, config: ServerConfig) => Promise<void>) {
  return withEmptyDir(async (dir) => {
    await cp(firstStarted, dir, { recursive: true });
    await run(dir, configFor(dir));
  });
}

describe('a first start on an empty PGlite directory', () => {
  it('is migrated and seeded by a child process: the server then finds nothing left to load', async () => {
    await withFirstStartedDir(async (dir, config) => {
      const handle = await openDatabase({ pgliteDir: dir });
      const reports = await runSeeders(handle.db, seedersFor(config.env));
      const rows = await handle.db.select().from(partners);
      await handle.close();
      expect(reports.filter((report) => report.loaded)).toEqual([]);
      expect(rows.map((row) => row.code).sort()).toEqual(['coppel', 'cotizauto']);
    });
  }, 120_000);

  it('stops with the child’s own words when the child cannot seed', async () => {
    await withEmptyDir(async (dir) => {
      // This (living) process holds the directory: the child must refuse it and say so.
      await writeFile(path.join(dir, 'cotizauto.pid'), String(process.pid));
      const failed = seedFirstStartApart(configFor(dir));
      await expect(failed).rejects.toThrow(SeedingError);
      await expect(failed).rejects.toThrow(/in use by another running server/);
    });
  }, 120_000);

  it('makes the server exit 1 with that message, not hang', async () => {
    await withEmptyDir(async (dir) => {
      await writeFile(path.join(dir, 'cotizauto.pid'), String(process.pid));
      const { DATABASE_URL: _none, ...env } = process.env;
      const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: projectRoot,
        env: { ...env, PGLITE_DIR: dir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(server.status).toBe(1);
      expect(server.stderr).toMatch(/Loading the seeds failed .*in use by another running server/s);
    });
  }, 120_000);
});

describe('a later start that finds a new version of a seed', () => {
  it('reloads it in the child process, never in the server’s own', async () => {
    await withFirstStartedDir(async (dir, config) => {
      const seeded = await openDatabase({ pgliteDir: dir });
      await seeded.db
        .update(seedVersions)
        .set({ version: 'last year' })
        .where(eq(seedVersions.name, 'partners'));
      await seeded.close();
      // The same names and versions, but a load that breaks if this process ever runs it.
      const notHere = seedersFor(config.env).map((seeder): Seeder => ({
        ...seeder,
        load: () => Promise.reject(new Error(`${seeder.name} loaded in the server process`)),
      }));
      const { handle, seeded: reports } = await openSeededDatabase(
        { pgliteDir: dir },
        notHere,
        () => seedInChildProcess(config),
      );
      const versions = await handle.db.select().from(seedVersions);
      await handle.close();
      expect(reports.filter((report) => report.loaded).map((report) => report.name)).toEqual([
        'partners',
      ]);
      expect(versions.find((row) => row.name === 'partners')?.version).toBe('1');
    });
  }, 180_000);
});
