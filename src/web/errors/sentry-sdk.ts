/**
 * The part of Sentry's SDK the client uses: error capture with the browser's default
 * integrations (no tracing, replay or feedback). Imported by name, so the bundler keeps only
 * these; importing the package's namespace dynamically kept all of it (454 kB).
 */
import { captureException, init } from '@sentry/react';

export { captureException };

export function startSentry(dsn: string, environment: string) {
  init({ dsn, environment });
}
