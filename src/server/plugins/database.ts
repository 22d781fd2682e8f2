import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Rejects when the database has gone away. */
    probeDatabase(): Promise<void>;
  }
}

/** Decorates the app with the database and closes it with the app. */
export const databasePlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('probeDatabase', handle.probe);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
