import * as schema from '../../src/server/db/schema/index';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { openTestDatabase } from './test-app';

/** A test database that can go away for a moment and come back, as a database server does. */
export interface OutageDatabase {
  handle: DatabaseHandle;
  goAway(): void;
  comeBack(): void;
}

/** The driver calls that reach the database server: they are refused while it is away. */
const driverCalls = new Set(['query', 'exec', 'transaction', 'connect']);

/** What node-postgres raises when nothing listens where the database should be. */
function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });
}

/**
 * A fresh seeded database (PGlite, or PostgreSQL with DATABASE_URL) behind a switch: while it
 * is away, every call of the driver fails as a refused connection does; nothing stored is
 * touched, so it comes back as it was.
 */
export async function openOutageDatabase(): Promise<OutageDatabase> {
  const seeded = await openTestDatabase();
  let away = false;
  const driver = (seeded.db as unknown as { $client: object }).$client;
  const client = new Proxy(driver, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const call = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof property !== 'string' || !driverCalls.has(property)) return call;
      return (...args: unknown[]) => (away ? Promise.reject(connectionRefused()) : call(...args));
    },
  });
  const db = await drizzleOver(seeded.kind, client);
  const handle: DatabaseHandle = {
    ...seeded,
    db,
    probe: async () => {
      await seeded.probe();
      if (away) throw connectionRefused();
    },
  };
  return { handle, goAway: () => (away = true), comeBack: () => (away = false) };
}

async function drizzleOver(kind: DatabaseHandle['kind'], client: object): Promise<Database> {
  if (kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    return drizzle({ client: client as never, schema }) as unknown as Database;
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return drizzle({ client: client as never, schema }) as unknown as Database;
}
