import { ConfigurationError, loadConfig } from './config';
import { buildApp } from './app';
import { DatabaseLocationError } from './db/data-dir';
import { SeedingError, seedFirstStartApart } from './db/first-start-seeding';
import { reportUnhandledRejections } from './reporting/error-reporter';

/** A start that cannot work says why in its own words, without a stack trace to dig through. */
async function start() {
  try {
    const config = loadConfig();
    await seedFirstStartApart(config);
    return { app: await buildApp(config), config };
  } catch (error) {
    const known =
      error instanceof DatabaseLocationError ||
      error instanceof ConfigurationError ||
      error instanceof SeedingError;
    if (!known) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { app, config } = await start();
reportUnhandledRejections(app.errorReporter, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
