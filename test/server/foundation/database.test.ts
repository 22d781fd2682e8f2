import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { runSeeders, type Seeder } from '../../../src/server/db/seed/seeder';
import { seeders } from '../../../src/server/db/seed/index';
import { partners } from '../../../src/server/db/schema/index';
import { jsonbParameter } from '../../../src/server/db/jsonb-parameter';
import { openTestDatabase } from '../../support/test-app';

describe(`database on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('has every migration applied and the seed loaded', async () => {
    const handle = await openTestDatabase();
    // Both drivers answer raw queries with { rows }.
    const applied = (await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    const rows = await handle.db.select().from(partners);
    await handle.close();
    expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    expect(rows.map((row) => row.code).sort()).toEqual(['coppel', 'cotizauto']);
  });

  it('loads each seed once: a second start changes nothing', async () => {
    const handle = await openTestDatabase();
    const again = await runSeeders(handle.db, seeders);
    await handle.close();
    expect(again.every((report) => !report.loaded)).toBe(true);
  });

  it('rolls a failing seed back whole and records nothing', async () => {
    const handle = await openTestDatabase();
    const failing: Seeder = {
      name: 'failing',
      version: '1',
      async load(tx) {
        await tx.insert(partners).values({ code: 'half-loaded', name: 'x', brandVariant: 'own' });
        throw new Error('source file truncated');
      },
    };
    await expect(runSeeders(handle.db, [failing])).rejects.toThrow('source file truncated');
    const rows = await handle.db.select().from(partners);
    await handle.close();
    expect(rows.map((row) => row.code)).not.toContain('half-loaded');
  });

  it('reads a jsonb parameter sent as bytes exactly as it was given', async () => {
    const handle = await openTestDatabase();
    const given = {
      name: 'Łukasz Żółć 🚗',
      street: 'Av. Juárez #12',
      company: 'Transportes del Bajío, S.A. de C.V.',
      quoted: '"comillas" \\ y\nsaltos',
      sums: [1_000_000, 12.5, null, true],
    };
    const answer = (await handle.db.execute(
      sql`select ${jsonbParameter(given)}::jsonb as value`,
    )) as unknown as { rows: { value: unknown }[] };
    await handle.close();
    expect(answer.rows[0]?.value).toEqual(given);
  });
});

describe('PGlite data directory', () => {
  it('keeps its data across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cotizauto-pglite-'));
    // The partners' seed alone: the catalogue's would only make the test slower.
    const partnersSeed = seeders.filter((seeder) => seeder.name === 'partners');
    expect(partnersSeed).toHaveLength(1);
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await runSeeders(first.db, partnersSeed);
      await first.close();
      const second = await openDatabase({ pgliteDir: dir });
      const reports = await runSeeders(second.db, partnersSeed);
      const rows = await second.db.select().from(partners);
      await second.close();
      expect(reports.every((report) => !report.loaded)).toBe(true);
      expect(rows).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('opens with a 16 MB page cache: the default 128 MB would all be resident (RSS ≤ 250 MB)', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    const shown = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    await handle.close();
    expect(shown.rows[0]?.shared_buffers).toBe('16MB');
  });
});
