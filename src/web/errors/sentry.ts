import * as Sentry from '@sentry/react';

/** Error reporting starts only when a DSN is configured (VITE_SENTRY_DSN). */
export function initErrorReporting(dsn: string | undefined) {
  if (!dsn) return false;
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
  });
  return true;
}

export const ErrorBoundary = Sentry.ErrorBoundary;
