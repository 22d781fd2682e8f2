import { ownPartnerCode } from '../domain/partners';

/** Build-time settings of the client (Vite env); every one has a working default. */
export const clientConfig = {
  bearerToken: import.meta.env.VITE_API_BEARER_TOKEN ?? 'cotizauto-dev-bearer-2026',
  partnerCode: import.meta.env.VITE_PARTNER_CODE ?? ownPartnerCode,
  ga4MeasurementId: import.meta.env.VITE_GA4_ID as string | undefined,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
};
