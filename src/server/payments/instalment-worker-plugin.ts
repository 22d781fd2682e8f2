import fp from 'fastify-plugin';
import { schedulePeriodicTask } from '../background/periodic-task';
import { chargeDueInstalments, type InstalmentSettings } from './instalment-charger';

/**
 * The durable job that charges the later instalments of monthly, quarterly and semi-annual
 * plans on their dates: every poll interval it claims the instalments due by the app's clock
 * and charges them through the payment gateway. The schedule lives in the database, so a
 * restart loses nothing and several processes can run it side by side.
 */
export const instalmentWorkerPlugin = fp<{ settings: InstalmentSettings }>(
  async (app, { settings }) => {
    const charger = {
      db: app.db,
      payments: app.paymentGateway,
      clock: app.clock,
      settings,
      log: app.log,
    };
    schedulePeriodicTask(app, {
      name: 'instalment charges',
      intervalMs: settings.pollIntervalMs,
      run: (signal) => chargeDueInstalments(charger, signal),
    });
  },
  { name: 'instalment-worker', dependencies: ['database', 'clock', 'payment-gateway'] },
);
