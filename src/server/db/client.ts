import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { claimDataDir, DatabaseLocationError } from './data-dir';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) share this query interface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `pgliteDir` (`memory://` for tests). */
  url?: string;
  pgliteDir: string;
  /** A PGlite data dir dump (tar.gz) to start from instead of an empty one: tests use it. */
  pgliteDump?: Blob;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options);
  await handle.migrate();
  return { db: handle.db, kind: handle.kind, close: handle.close };
}

async function openPostgres(url: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite({ pgliteDir, pgliteDump }: DatabaseOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const onDisk = !pgliteDir.includes('://');
  const release = onDisk ? await claimDataDir(pgliteDir) : async () => {};
  const client = await PGlite.create(
    pgliteDir,
    pgliteDump ? { loadDataDir: pgliteDump } : {},
  ).catch(async (error: unknown) => {
    await release();
    throw new DatabaseLocationError(
      `Cannot open the database in ${pgliteDir} (PGLITE_DIR): ${(error as Error).message}`,
    );
  });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await release();
    },
  };
}
