import type * as SentrySdkModule from './sentry-sdk';

type SentrySdk = typeof SentrySdkModule;

let sentry: Promise<SentrySdk> | undefined;

/** Resolves once the page has loaded and the browser is idle, so reporting never delays paint. */
function afterPageLoad(): Promise<void> {
  const idle = (resolve: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve);
  return new Promise((resolve) => {
    if (document.readyState === 'complete') idle(resolve);
    else window.addEventListener('load', () => idle(resolve), { once: true });
  });
}

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
