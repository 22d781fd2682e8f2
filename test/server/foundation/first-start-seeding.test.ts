import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { seedFirstStartApart } from '../../../src/server/db/first-start-seeding';
import { runSeeders } from '../../../src/server/db/seed/seeder';
import { seedersFor } from '../../../src/server/db/seed/index';
import { partners } from '../../../src/server/db/schema/index';

describe('a first start on an empty PGlite directory', () => {
  it('is migrated and seeded by a child process: the server then finds nothing left to load', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cotizauto-first-start-'));
    try {
      const config = loadConfig({ ...process.env, DATABASE_URL: undefined, PGLITE_DIR: dir });
      await seedFirstStartApart(config);
      const handle = await openDatabase({ pgliteDir: dir });
      const reports = await runSeeders(handle.db, seedersFor(config.env));
      const rows = await handle.db.select().from(partners);
      await handle.close();
      expect(reports.filter((report) => report.loaded)).toEqual([]);
      expect(rows.map((row) => row.code).sort()).toEqual(['coppel', 'cotizauto']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
