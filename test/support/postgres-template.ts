import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { runSeeders } from '../../src/server/db/seed/seeder';
import { seeders } from '../../src/server/db/seed/index';

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `cotizauto_template_${randomBytes(4).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name}`));
  const handle = await openDatabase({ url: withDatabase(url, name), pgliteDir: '' });
  await runSeeders(handle.db, seeders);
  await handle.close();
  return name;
}

export async function createDatabaseFromTemplate(url: string, template: string): Promise<string> {
  const name = `cotizauto_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name} template ${template}`));
  return withDatabase(url, name);
}

export async function dropTemplateDatabase(url: string, template: string) {
  await admin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'cotizauto_test_%' or datname = $1`,
      [template],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${datname} with (force)`);
  });
}
