import { defaultBrokerName, developmentBrokerRegistration } from '../domain/site/broker';
import { ownPartnerCode } from '../domain/site/partners';

const env = import.meta.env;

/** Build-time settings of the client (Vite env); every one has a working default. */
export const clientConfig = {
  bearerToken: env.VITE_API_BEARER_TOKEN ?? 'cotizauto-dev-bearer-2026',
  partnerCode: env.VITE_PARTNER_CODE ?? ownPartnerCode,
  ga4MeasurementId: env.VITE_GA4_ID as string | undefined,
  sentryDsn: env.VITE_SENTRY_DSN as string | undefined,
  /**
   * The broker's registration with the regulator, cited on the home page and footer: the
   * server's own BROKER_REGISTRATION (printed on every policy), read by the build.
   */
  /** The broker that operates the site (the server's own BROKER_NAME): the legal texts name it. */
  brokerName: (env.BROKER_NAME as string | undefined) ?? defaultBrokerName,
  brokerRegistrationNumber:
    (env.BROKER_REGISTRATION as string | undefined) ?? developmentBrokerRegistration,
  /** The contact phone (10 digits, Mexico) behind the call and WhatsApp links. */
  contactPhone: (env.VITE_CONTACT_PHONE as string | undefined) ?? '8000000000',
};

const walletUrl = (
  (env.VITE_WALLET_URL as string | undefined) ?? 'https://cartera.cotizauto.mx'
).replace(/\/+$/, '');

/**
 * Every external site the product links to (docs/behaviour/screens.md). Pages take their links
 * from here, never from literals, so a deployment changes them in one place.
 */
export const externalLinks = {
  partnerSite: (env.VITE_PARTNER_SITE_URL as string | undefined) ?? 'https://www.coppel.com/',
  protectionClub: (env.VITE_PROTECTION_CLUB_URL as string | undefined) ?? 'https://www.coppel.com/',
  walletSignIn: `${walletUrl}/`,
  walletCreateAccount: `${walletUrl}/create-account`,
  partnerPortal:
    (env.VITE_PARTNER_PORTAL_URL as string | undefined) ?? 'https://socios.cotizauto.mx/',
  partners: (env.VITE_PARTNERS_URL as string | undefined) ?? 'https://www.cotizauto.mx/socios',
  joinUs: (env.VITE_JOIN_US_URL as string | undefined) ?? 'https://www.cotizauto.mx/unete',
  vehicleRegistry: 'https://www.repuve.gob.mx/',
  whatsApp: `https://api.whatsapp.com/send?phone=52${clientConfig.contactPhone}`,
};

/** The call link; a tel: link opens the phone app, not a page. */
export const phoneLink = `tel:+52${clientConfig.contactPhone}`;
