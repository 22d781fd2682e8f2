import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReporter } from './reporter';

const silentReporter: ErrorReporter = { report: () => {}, flush: () => Promise.resolve(true) };

/**
 * Sentry's SDK is loaded only when a DSN is set: a start without one pays nothing for it.
 * `@sentry/core` alone (about 0.1 s to load) rather than `@sentry/node`, whose OpenTelemetry
 * instrumentation takes about a second of every start and traces nothing we use.
 */
export async function openErrorReporter(
  settings: { dsn?: string },
  environment: string,
): Promise<ErrorReporter> {
  if (!settings.dsn) return silentReporter;
  const { sentryReporter } = await import('./sentry-reporter');
  return sentryReporter(settings.dsn, environment);
}

/** How long a dying process waits for its last report to be sent. */
const lastReportMs = 2000;

/**
 * An unhandled rejection is logged and reported, and then the process ends with code 1, as
 * Node ends it with no listener: a process in an unknown state is not left serving.
 */
export function reportUnhandledRejections(reporter: ErrorReporter, log: FastifyBaseLogger) {
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled promise rejection');
    reporter.report(reason);
    void reporter.flush(lastReportMs).finally(() => process.exit(1));
  });
}
