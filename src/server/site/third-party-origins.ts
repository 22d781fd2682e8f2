import type { ClientSettings } from './client-settings';

/** The origins outside the site that the served client talks to, by CSP directive. */
export interface ThirdPartyOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What the client's own settings make it load: with a GA4 id, Google's tag script and its
 * beacons (Google's published CSP for GA4); with a Sentry DSN, that DSN's ingest origin.
 * Read from the build's stamp, so the CSP admits exactly what the served client was built
 * with and a setting lives in one place.
 */
export function thirdPartyOrigins(settings: ClientSettings = {}): ThirdPartyOrigins {
  const origins: ThirdPartyOrigins = { script: [], connect: [], img: [] };
  if (settings.VITE_GA4_ID) {
    const google = ['https://*.googletagmanager.com', 'https://*.google-analytics.com'];
    origins.script.push('https://*.googletagmanager.com');
    origins.connect.push(...google, 'https://*.analytics.google.com');
    origins.img.push(...google);
  }
  const sentryDsn = settings.VITE_SENTRY_DSN;
  if (sentryDsn && URL.canParse(sentryDsn)) origins.connect.push(new URL(sentryDsn).origin);
  return origins;
}
