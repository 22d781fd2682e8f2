import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config';
import { loggerOptions, type LogStream } from './logger';
import { requestLogPlugin } from './plugins/request-log';
import type { DatabaseHandle } from './db/client';
import { seedInChildProcess, seedsLoadApart } from './db/first-start-seeding';
import { openSeededDatabase } from './db/seeded-database';
import { loggableError } from './db/loggable-error';
import { runSeeders } from './db/seed/seeder';
import { seedersFor } from './db/seed/index';
import { databasePlugin } from './plugins/database';
import { catalogPlugin } from './catalog/catalog-plugin';
import { clockPlugin, type Clock } from './background/clock';
import { expiredRecordsPlugin } from './background/expired-records-plugin';
import { processRegistryPlugin } from './background/process-registry-plugin';
import type { ProcessIdentity } from './background/process-registry';
import { insurerGatewayPlugin } from './insurers/insurer-gateway-plugin';
import type { PaymentGateway } from './payments/payment-gateway';
import { paymentGatewayPlugin } from './payments/payment-gateway-plugin';
import { instalmentWorkerPlugin } from './payments/instalment-worker-plugin';
import { securityPlugin } from './plugins/security';
import { docsPlugin } from './plugins/docs';
import { spaPlugin } from './plugins/spa';
import { errorHandler } from './http/errors';
import { openErrorReporter } from './reporting/error-reporter';
import type { ErrorReporter } from './reporting/reporter';
import { valibotCompilers, type ValibotTypeProvider } from './http/valibot-provider';
import type { ApiArea } from './routes/api-area';
import { apiRoutes } from './routes/index';

export interface AppOverrides {
  /** An already open database (tests); by default the one the config names is opened. */
  database?: DatabaseHandle;
  /** The API areas to serve; all of them by default. */
  apiAreas?: readonly ApiArea[];
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: LogStream;
  /** The clock the dated jobs follow (tests move a SandboxClock); the system's by default. */
  clock?: Clock;
  /** Another payment processor; the sandbox gateway by default. */
  paymentGateway?: PaymentGateway;
  /** Who this process is to the others on the database (tests play several); a fresh one by default. */
  processIdentity?: ProcessIdentity;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where 5xx answers are reported (SENTRY_DSN); silent without a DSN. */
    errorReporter: ErrorReporter;
  }
}

/** The database the config names, seeded (or the tests' own, seeded too). */
async function openAppDatabase(app: App, config: ServerConfig, given?: DatabaseHandle) {
  const seeders = seedersFor(config.env);
  if (given) return { handle: given, seeded: await runSeeders(given.db, seeders) };
  const onConnectionError = (error: Error) =>
    app.log.warn({ err: loggableError(error) }, 'database connection lost');
  const { url, pgliteDir } = config.database;
  const loadApart = seedsLoadApart(config.database) ? () => seedInChildProcess(config) : undefined;
  return openSeededDatabase({ url, pgliteDir, onConnectionError }, seeders, loadApart);
}

/** The one server: the built SPA and the API, over PGlite or PostgreSQL. */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    trustProxy: config.trustProxy,
    // One line per answered request instead, from requestLogPlugin.
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: { compilersFactory: valibotCompilers },
  }).withTypeProvider<ValibotTypeProvider>();
  app.decorate('errorReporter', await openErrorReporter(config.errorReporting, config.env));
  app.addHook('onClose', async () => void (await app.errorReporter.flush(2000)));
  app.setErrorHandler(errorHandler);

  const { handle, seeded } = await openAppDatabase(app, config, overrides.database);
  await app.register(databasePlugin, { handle });
  app.log.info({ seeded, database: handle.kind }, 'database ready');
  await app.register(catalogPlugin);
  await app.register(clockPlugin, { clock: overrides.clock });
  await app.register(processRegistryPlugin, { identity: overrides.processIdentity });
  await app.register(expiredRecordsPlugin, { intervalMs: config.purgeIntervalMs });
  await app.register(insurerGatewayPlugin, { settings: config.insurers });
  await app.register(paymentGatewayPlugin, {
    latencyMs: config.payments.latencyMs,
    gateway: overrides.paymentGateway,
  });
  await app.register(instalmentWorkerPlugin, { settings: config.instalments });

  await app.register(requestLogPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin);
  await apiRoutes(app, config, overrides.apiAreas);
  await app.register(spaPlugin, {
    clientDist: config.clientDist,
    publicBaseUrl: config.publicBaseUrl,
  });
  return app;
}
