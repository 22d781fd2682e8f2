import fp from 'fastify-plugin';
import { schedulePeriodicTask } from './periodic-task';
import {
  heartbeat,
  heartbeatIntervalMs,
  newProcessIdentity,
  registerProcess,
  unregisterProcess,
  type ProcessIdentity,
} from './process-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This start of the server: the holder named by the leases it takes. */
    processIdentity: ProcessIdentity;
  }
}

/**
 * Registers this process in server_processes once ready, beats its heartbeat and removes it
 * on a clean stop, so the other processes on the same database know which leases still have
 * a holder (process-registry.ts).
 */
export const processRegistryPlugin = fp<{ identity?: ProcessIdentity }>(
  async (app, { identity = newProcessIdentity() }) => {
    app.decorate('processIdentity', identity);
    app.addHook('onReady', () => registerProcess(app.db, identity));
    schedulePeriodicTask(app, {
      name: 'process heartbeat',
      intervalMs: heartbeatIntervalMs,
      run: () => heartbeat(app.db, identity),
    });
    app.addHook('onClose', () => unregisterProcess(app.db, identity));
  },
  { name: 'process-registry', dependencies: ['database'] },
);
