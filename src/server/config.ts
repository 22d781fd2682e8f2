import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { defaultBrokerName, developmentBrokerRegistration } from '../domain/site/broker';
import { ownPartnerCode } from '../domain/site/partners';
import { parseSandboxSettings, type SandboxSettings } from './insurers/sandbox-settings';
import type { InstalmentSettings } from './payments/instalment-charger';

/**
 * The development values written in this file (and in docs/operations/configuration.md): fine on a laptop, known to
 * everyone, so production refuses to start with any of them.
 */
export const developmentSecrets = {
  API_BEARER_TOKEN: 'cotizauto-dev-bearer-2026',
  CSRF_SECRET: 'cotizauto-dev-csrf-secret-change-me-in-prod',
  ACCESS_TOKEN_SECRET: 'cotizauto-dev-access-token-secret-change-me',
} as const;

/**
 * What every policy prints to name the broker and the claims line: placeholders outside
 * production, where a start without the deployment's own values refuses, as it does for secrets
 * (a policy must name the real broker and a phone that answers).
 */
export const developmentPolicyContacts = {
  BROKER_REGISTRATION: developmentBrokerRegistration,
  CLAIMS_PHONE: '800 000 0000',
} as const;

/** Settings the server cannot start with; the message lists each problem. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

const integer = (fallback: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.integer(), v.minValue(0));
const positiveInteger = (fallback: number) => v.pipe(integer(fallback), v.minValue(1));

/** Every environment variable the server reads, with its development default (docs/operations/configuration.md). */
export const configSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PORT: integer(3000),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  PGLITE_DIR: v.optional(v.string(), '.data/pglite'),
  API_BEARER_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  DEFAULT_PARTNER_CODE: v.optional(v.string(), ownPartnerCode),
  CSRF_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  WRITE_RATE_LIMIT_PER_MINUTE: integer(120),
  CLIENT_DIST: v.optional(v.string(), 'dist/client'),
  PUBLIC_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  CART_TTL_DAYS: positiveInteger(30),
  PURGE_INTERVAL_MS: positiveInteger(60 * 60 * 1000),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//))),
  MAIL_FROM: v.optional(v.string(), 'Cotizauto <no-reply@cotizauto.mx>'),
  MAIL_POLL_INTERVAL_MS: positiveInteger(5000),
  MAIL_RETRY_BASE_MS: positiveInteger(60 * 1000),
  MAIL_RETRY_MAX_MS: positiveInteger(60 * 60 * 1000),
  MAIL_MAX_ATTEMPTS: positiveInteger(6),
  INSURER_LATENCY_MS: v.optional(v.string()),
  INSURER_FAULTS: v.optional(v.string()),
  INSURER_TIMEOUT_MS: positiveInteger(8000),
  INSURER_SLOW_MS: integer(5000),
  PAYMENT_LATENCY_MS: v.optional(v.string()),
  EMISSION_ANSWER_WAIT_MS: integer(2000),
  INSTALMENT_POLL_INTERVAL_MS: positiveInteger(60 * 1000),
  INSTALMENT_RETRY_DELAY_MS: positiveInteger(24 * 60 * 60 * 1000),
  INSTALMENT_MAX_ATTEMPTS: positiveInteger(3),
  ACCESS_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  OPERATOR_TOKEN: v.optional(v.pipe(v.string(), v.minLength(24))),
  TRUST_PROXY: v.optional(v.string()),
  /** `partner=credential,…`: what a partner's own system sends to issue its no-payment promos. */
  PARTNER_CREDENTIALS: v.optional(v.string()),
  // One setting for both: the client build reads these too (clientEnvPrefixes, scripts/client-build.ts).
  BROKER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), defaultBrokerName),
  BROKER_REGISTRATION: v.optional(v.string(), developmentPolicyContacts.BROKER_REGISTRATION),
  CLAIMS_PHONE: v.optional(v.string(), developmentPolicyContacts.CLAIMS_PHONE),
  SENTRY_DSN: v.optional(
    v.pipe(
      v.string(),
      // Sentry's own form (`https://key@host/123`): the SDK drops a DSN it cannot read silently.
      v.regex(
        /^https?:\/\/\w+@[\w.:[\]-]+\/(?:[\w.-]+\/)*\d+$/,
        'a Sentry DSN, https://key@host/123',
      ),
    ),
  ),
});

type Env = v.InferOutput<typeof configSchema>;
/** The name of an environment variable the server reads. */
export type ServerVariable = keyof Env;

export interface ServerConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  database: { url?: string; pgliteDir: string };
  bearerToken: string;
  defaultPartnerCode: string;
  csrfSecret: string;
  logLevel: Env['LOG_LEVEL'];
  writeRateLimitPerMinute: number;
  clientDist: string;
  /** The site's public origin: links in e-mails point here. */
  publicBaseUrl: string;
  carts: { ttlDays: number };
  /** How often expired records are deleted (background/expired-records.ts). */
  purgeIntervalMs: number;
  mail: MailConfig;
  /** The sandbox insurers' answer times and injected faults. */
  insurers: SandboxSettings;
  /** The sandbox payment gateway's answer time. */
  payments: { latencyMs: number };
  /**
   * How long an emission call waits for the emission to end before answering 202 (the browser
   * then polls every 3 s): a quick insurer's policy is answered at once.
   */
  emissionAnswerWaitMs: number;
  /** The job that charges the later instalments of monthly, quarterly and semi-annual plans. */
  instalments: InstalmentSettings;
  /** Signs the buyers' access tokens (HS256). */
  accessTokenSecret: string;
  /** The operators' credential for /dev/outbox; without it the page is not served. */
  operatorToken?: string;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); none by default. */
  trustProxy: TrustProxy;
  /**
   * Each partner's credential (header X-Partner-Credential): only a call carrying it may issue
   * a policy without payment under that partner's promo. None in production unless set.
   */
  partnerCredentials: Readonly<Record<string, string>>;
  /** What every policy's carátula prints: the broker's CNSF registration, the claims line. */
  policyDocument: { brokerName: string; brokerRegistration: string; claimsPhone: string };
  /** Where the server's own failures (5xx answers, unhandled rejections) are reported; none unset. */
  errorReporting: { dsn?: string };
}

/** Outside production the own brand's demo promo (EMPRESA-FLOTILLA) is issued with this. */
export const developmentPartnerCredential = 'cotizauto-dev-partner-credential-2026';
const developmentPartnerCredentials = `cotizauto=${developmentPartnerCredential}`;

export interface MailConfig {
  /** Without it mail stays in the outbox table (the development page lists it). */
  smtpUrl?: string;
  from: string;
  pollIntervalMs: number;
  /** The first retry waits this long; each later one twice the previous, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = v.safeParse(configSchema, stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.output;
  if (e.NODE_ENV === 'production') refuseDevelopmentValues(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: { url: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR },
    bearerToken: e.API_BEARER_TOKEN ?? developmentSecrets.API_BEARER_TOKEN,
    partnerCredentials: partnerCredentialsOf(
      e.PARTNER_CREDENTIALS ?? (e.NODE_ENV === 'production' ? '' : developmentPartnerCredentials),
    ),
    defaultPartnerCode: e.DEFAULT_PARTNER_CODE,
    csrfSecret: e.CSRF_SECRET ?? developmentSecrets.CSRF_SECRET,
    logLevel: e.LOG_LEVEL,
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    clientDist: e.CLIENT_DIST,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    policyDocument: {
      brokerName: e.BROKER_NAME,
      brokerRegistration: e.BROKER_REGISTRATION,
      claimsPhone: e.CLAIMS_PHONE,
    },
    carts: { ttlDays: e.CART_TTL_DAYS },
    purgeIntervalMs: e.PURGE_INTERVAL_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    insurers: parseSandboxSettings(
      {
        latency: e.INSURER_LATENCY_MS,
        faults: e.INSURER_FAULTS,
        timeoutMs: e.INSURER_TIMEOUT_MS,
        slowMs: e.INSURER_SLOW_MS,
      },
      e.NODE_ENV === 'test',
    ),
    payments: { latencyMs: paymentLatency(e.PAYMENT_LATENCY_MS, e.NODE_ENV) },
    emissionAnswerWaitMs: e.EMISSION_ANSWER_WAIT_MS,
    instalments: {
      pollIntervalMs: e.INSTALMENT_POLL_INTERVAL_MS,
      retryDelayMs: e.INSTALMENT_RETRY_DELAY_MS,
      maxAttempts: e.INSTALMENT_MAX_ATTEMPTS,
    },
    // Unset outside production: a random secret per start, so no token signed with a value
    // anyone can read in the source is ever accepted (tokens last an hour at most anyway).
    accessTokenSecret: e.ACCESS_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    operatorToken: e.OPERATOR_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    errorReporting: { dsn: e.SENTRY_DSN },
  };
}

/** No proxy, the proxies' addresses, or whether to trust the hop-th address from the socket. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Production needs its own secrets and the broker's own registration and claims phone: names
 * every one left unset or at its development value.
 */
function refuseDevelopmentValues(env: Env) {
  const problems = [
    { what: 'its own secrets', values: developmentSecrets },
    { what: 'the broker’s CNSF registration and claims phone', values: developmentPolicyContacts },
  ].flatMap(({ what, values }) => {
    const names = Object.entries(values)
      .filter(([name, value]) => {
        const set = env[name as keyof Env];
        return set === undefined || set === value;
      })
      .map(([name]) => name);
    return names.length > 0
      ? [
          `NODE_ENV=production needs ${what}; set ${names.join(', ')} (each is unset or the development value)`,
        ]
      : [];
  });
  if (problems.length > 0)
    throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy (the client is the socket's address); a number
 * trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** A processor answers in about 300 ms; tests do not wait unless they ask to. */
function paymentLatency(value: string | undefined, env: Env['NODE_ENV']): number {
  if (value === undefined) return env === 'test' ? 0 : 300;
  const latency = Number(value);
  if (!Number.isInteger(latency) || latency < 0)
    throw new ConfigurationError(
      `Invalid configuration:\nPAYMENT_LATENCY_MS: ${value} is not a whole number`,
    );
  return latency;
}

/** An empty variable (`FOO=`) means "use the default", as most shells and CI systems intend. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** `coppel=s3cret,cotizauto=…` → { coppel: 's3cret', … } (a credential may hold '='). */
function partnerCredentialsOf(list: string): Record<string, string> {
  const entries = list.split(',').flatMap((pair) => {
    const at = pair.indexOf('=');
    const [partner, credential] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    return at > 0 && credential ? [[partner, credential] as const] : [];
  });
  return Object.fromEntries(entries);
}
