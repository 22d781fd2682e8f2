import fp from 'fastify-plugin';
import { purgeExpiredRecords } from './expired-records';
import { schedulePeriodicTask } from './periodic-task';

/** Purges expired records every `intervalMs`, from every process (a purge is idempotent). */
export const expiredRecordsPlugin = fp<{ intervalMs: number }>(
  async (app, { intervalMs }) => {
    schedulePeriodicTask(app, {
      name: 'expired-records purge',
      intervalMs,
      run: (signal) => purgeExpiredRecords(app.db, signal),
    });
  },
  { name: 'expired-records', dependencies: ['database'] },
);
