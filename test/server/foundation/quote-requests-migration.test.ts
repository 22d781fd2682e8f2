import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema/index';
import { selectStoredQuotations } from '../../../src/server/quotation/quotation-store';

/** The last migration before a quotation's request and vehicle moved to quote_requests. */
const lastWithRequestPerQuotation = '0013_throttle_lockouts';

let folder: string | undefined;
afterEach(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

/** The migrations folder as it was up to `tag`: its files, and its journal cut there. */
async function migrationsUpTo(tag: string): Promise<string> {
  folder = await mkdtemp(path.join(tmpdir(), 'cotizauto-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const quotationId = '6f1c1f0e-2a4b-4c44-9a51-0d8f3f6b2a10';
const inputs = {
  versionId: '0044710-2020',
  model: 2020,
  postalCode: '06700',
  personType: 'natural',
  birthdate: '1988-11-27',
  paymentFrequency: 3,
};
const vehicle = { brand: 'Nissan', subBrand: 'Versa', versionId: '0044710-2020' };

describe('the migration that stores a request once per round', () => {
  it('gives every quotation stored before it its request, vehicle and partner', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: await migrationsUpTo(lastWithRequestPerQuotation) });
    await db.execute(sql`
      insert into quotations (id, provider_code, package, partner_code, version_id, request,
        vehicle, answer, total, expires_at)
      values (${quotationId}, 'hdi', 1, 'coppel', '0044710-2020',
        ${JSON.stringify({ ...inputs, providerCode: 'hdi', package: 1 })}::jsonb,
        ${JSON.stringify(vehicle)}::jsonb, '{"id":"x"}'::jsonb, 14220.61, now() + interval '1 day')`);

    await migrate(db, { migrationsFolder });
    const [stored] = await selectStoredQuotations(
      db as unknown as Database,
      eq(schema.quotations.id, quotationId),
    );
    await client.close();

    expect(stored).toMatchObject({
      providerCode: 'hdi',
      package: 1,
      partnerCode: 'coppel',
      versionId: '0044710-2020',
      vehicle,
      total: 14220.61,
      request: { ...inputs, providerCode: 'hdi', package: 1 },
    });
  });
});
