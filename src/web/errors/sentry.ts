import type * as SentrySdkModule from './sentry-sdk';
import { afterPageLoad } from '../site/after-page-load';

type SentrySdk = typeof SentrySdkModule;

let sentry: Promise<SentrySdk> | undefined;

/**
 * Error reporting starts only when a DSN is configured (VITE_SENTRY_DSN); the error SDK
 * (about 30 kB on the wire) is then loaded on its own after the page is up, so a build without
 * a DSN never downloads it and one with a DSN does not slow the first paint. Errors raised
 * before it arrives wait for it.
 */
export function initErrorReporting(dsn: string | undefined) {
  if (!dsn) return;
  sentry = afterPageLoad()
    .then(() => import('./sentry-sdk'))
    .then((sdk) => {
      sdk.startSentry(dsn, import.meta.env.MODE);
      return sdk;
    });
}

export function reportError(error: unknown, componentStack?: string) {
  void sentry?.then((sdk) => sdk.captureException(error, { extra: { componentStack } }));
}
