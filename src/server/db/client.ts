import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { claimDataDir, DatabaseLocationError } from './data-dir';
import { projectRoot } from '../project-root';
import { jsonbBytesSerializers } from './jsonb-parameter';
import type { Pool, PoolClient } from 'pg';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) share this query interface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Rejects when the database has gone away (server down, PGlite directory removed). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `pgliteDir` (`memory://` for tests). */
  url?: string;
  pgliteDir: string;
  /** A PGlite data dir dump (a tar, gzipped or not) to start from instead of an empty one: tests use it. */
  pgliteDump?: Blob;
  /** Told of a pooled PostgreSQL connection lost while idle (the server stopped, a kill). */
  onConnectionError?: (error: Error) => void;
}

export const migrationsFolder = path.join(projectRoot, 'migrations');

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.onConnectionError)
    : await openPglite(options);
  await handle.migrate();
  const probe = async () => {
    await handle.ensurePresent();
    await handle.db.execute(sql`select 1`);
  };
  return { db: handle.db, kind: handle.kind, probe, close: handle.close };
}

/** How long a request waits for a new PostgreSQL connection before it answers 503. */
const connectTimeoutMs = 5000;

type PoolClass = typeof Pool;
type ConnectCallback = (
  error: Error | undefined,
  client: PoolClient | undefined,
  done: () => void,
) => void;

/**
 * A pool whose checked-out clients go back (and out) when their connection breaks. Drizzle's
 * transaction checks a client out and sends BEGIN before its try/finally: a connection lost
 * just then left the client checked out for ever, so the pool shrank with each outage and its
 * end() never returned. A client whose connection errors is released with the error at once,
 * and the later release of whoever held it does nothing.
 */
function releasingPool(Pool: PoolClass): PoolClass {
  return class ReleasingPool extends Pool {
    override connect(): Promise<PoolClient>;
    override connect(callback: ConnectCallback): void;
    // The callback form is the pool's own query(), which releases its client itself.
    override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
      if (callback) return super.connect(callback);
      return super.connect().then((client) => {
        const release = client.release.bind(client);
        let released = false;
        const releaseOnce = (error?: Error | boolean) => {
          if (released) return;
          released = true;
          client.removeListener('error', releaseOnce);
          release(error);
        };
        client.once('error', releaseOnce);
        client.release = releaseOnce;
        return client;
      });
    }
  } as PoolClass;
}

/**
 * A pool of node-postgres connections. An idle connection the server drops (PostgreSQL stopped
 * or restarted, pg_terminate_backend) makes the pool emit 'error', one checked out makes its
 * client emit it: without a listener Node would end the process. The pool has already discarded that connection; the next query opens
 * a new one, so the server answers 503 while PostgreSQL is away and recovers by itself.
 */
async function openPostgres(url: string, onConnectionError: (error: Error) => void = () => {}) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new (releasingPool(pg.Pool))({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  pool.on('error', onConnectionError);
  // A connection lost while checked out (between a transaction's queries) emits on the client.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    ensurePresent: async () => {},
    close: () => pool.end(),
  };
}

/**
 * PGlite's page cache. PostgreSQL's default (128 MB) is zeroed when PGlite opens, so it all
 * counted in the server's resident memory (idle RSS 360 MB): 16 MB holds the pages the lookups
 * and quotes touch, and the rest of the data directory is read through the OS's file cache.
 */
const pgliteSharedBuffers = '16MB';

async function openPglite({ pgliteDir, pgliteDump }: DatabaseOptions) {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const onDisk = !pgliteDir.includes('://');
  const release = onDisk ? await claimDataDir(pgliteDir) : async () => {};
  const client = await PGlite.create(pgliteDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    serializers: jsonbBytesSerializers(types),
    ...(pgliteDump ? { loadDataDir: pgliteDump } : {}),
  }).catch(async (error: unknown) => {
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
    // PGlite keeps answering reads from memory after its directory is deleted; writes then fail.
    ensurePresent: async () => {
      if (onDisk) await access(path.join(pgliteDir, 'PG_VERSION'));
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}
