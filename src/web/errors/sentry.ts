import type * as SentrySdk from '@sentry/react';

type SentryModule = typeof SentrySdk;

let sentry: Promise<SentryModule> | undefined;

/**
 * Error reporting starts only when a DSN is configured (VITE_SENTRY_DSN); the SDK (~31 kB gzip)
 * is then loaded on its own, so a build without a DSN never downloads it.
 */
export function initErrorReporting(dsn: string | undefined) {
  if (!dsn) return;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({ dsn, environment: import.meta.env.MODE });
    return Sentry;
  });
}

export function reportError(error: unknown, componentStack?: string) {
  void sentry?.then((Sentry) => Sentry.captureException(error, { extra: { componentStack } }));
}
