import type { ServerVariable } from './config';

/**
 * The meaning of every environment variable the server reads: the configuration page
 * (docs/operations/configuration.md) is generated from these, unsetMeanings below and the
 * schema's defaults (`npm run docs:config`), and a test fails when the page is stale.
 */
export const variableMeanings: Record<ServerVariable, string> = {
  NODE_ENV:
    '`production` turns on `upgrade-insecure-requests` and refuses to start while `API_BEARER_TOKEN`, `CSRF_SECRET` or `ACCESS_TOKEN_SECRET`, or `BROKER_REGISTRATION` or `CLAIMS_PHONE`, is unset or its development value (it names which).',
  HOST: 'Where the server listens.',
  PORT: 'Where the server listens.',
  DATABASE_URL: '`postgres://…` selects PostgreSQL instead of the embedded PGlite.',
  PGLITE_DIR: "The embedded database's directory (`memory://` for a throwaway one).",
  API_BEARER_TOKEN:
    'The fixed bearer credential every API call carries. It ships in every browser bundle: it is public, not a secret of a buyer. Production refuses the development value.',
  DEFAULT_PARTNER_CODE: 'The partner code when a call sends no `X-Partner-Code`.',
  CSRF_SECRET:
    'Signs the XSRF tokens and the HttpOnly cookies (browser id, sign-in); 32+ characters.',
  LOG_LEVEL: 'The pino log level (`silent` … `trace`).',
  WRITE_RATE_LIMIT_PER_MINUTE:
    'POST/PUT/PATCH/DELETE requests per minute per client address, counted in each process.',
  CLIENT_DIST:
    'The built client the server serves (and `npm start` builds). Its settings stamp tells the CSP which analytics and error-reporting origins to admit.',
  PUBLIC_BASE_URL: "The site's public origin; links in e-mails point here.",
  CART_TTL_DAYS: 'Saved carts (personal data) are purged this many days after their last save.',
  PURGE_INTERVAL_MS:
    'How often expired records are deleted: saved carts, one-time links, ended account sessions, unredeemed vouchers, card tokens’ browsers, and quotations 30 days past their offer that nothing bought (with their requests).',
  SMTP_URL:
    '`smtp://user:password@host:587` (or `smtps://…`): a background worker sends the mail outbox with nodemailer.',
  MAIL_FROM: 'The sender of every e-mail.',
  MAIL_POLL_INTERVAL_MS: 'How often the mail worker looks for mail to send.',
  MAIL_RETRY_BASE_MS: 'The wait before retrying a failed delivery, doubled per attempt.',
  MAIL_RETRY_MAX_MS: 'The longest wait between two deliveries of one message.',
  MAIL_MAX_ATTEMPTS:
    'Deliveries tried before a message is marked `failed` (its last error kept). A failed message stays listed at `/dev/outbox` and is still tried every `MAIL_RETRY_MAX_MS`, and at once after any other delivery goes through: an outage longer than every retry drops nothing.',
  INSURER_LATENCY_MS:
    "The sandbox insurers' answer time: one number for all, or `hdi=400,gnp=2000`.",
  INSURER_FAULTS:
    'Sandbox fault injection, e.g. `gds=timeout,aba=error,sura=slow,ana=garbage,mapfre=emission-error-once`.',
  INSURER_TIMEOUT_MS: 'When an insurer counts as timed out (CON-002).',
  INSURER_SLOW_MS: 'What the `slow` fault adds to an insurer’s answer time.',
  PAYMENT_LATENCY_MS:
    "The sandbox payment gateway's answer time. Its test cards are listed in `src/server/payments/test-cards.ts` and docs/behaviour/purchase/payment.md#test-cards-sandbox.",
  EMISSION_ANSWER_WAIT_MS:
    'How long a call to issue a policy waits for the emission to end before answering 202 (processing), after which the browser polls every 3 s. 0 answers 202 at once.',
  INSTALMENT_POLL_INTERVAL_MS:
    'How often the job looks for due instalments of monthly, quarterly and semi-annual plans.',
  INSTALMENT_RETRY_DELAY_MS: 'The wait before charging a declined instalment again.',
  INSTALMENT_MAX_ATTEMPTS: "Charges tried before the policy's payment is marked pending.",
  ACCESS_TOKEN_SECRET:
    "Signs the buyers' access tokens (HS256, 32+ characters); production needs it set, the same in every process.",
  OPERATOR_TOKEN:
    "The operators' credential (24+ characters) for the `/dev/outbox` page: the browser's sign-in prompt asks for it (any user name), or send `Authorization: Bearer …`.",
  SENTRY_DSN:
    "The Sentry project the server reports its own failures to: every 5xx answer and every unhandled promise rejection, with the route's pattern but never a request body, and with card numbers and CVVs cut out. The browser's errors go to `VITE_SENTRY_DSN`.",
  TRUST_PROXY:
    "Which proxies' `X-Forwarded-For` names the client (rate limits, throttles): a hop count (`1`) or comma-separated proxy addresses and CIDR ranges (`10.0.0.0/8`). Unset, the socket's address is the client, so a made-up header changes nothing.",
  PARTNER_CREDENTIALS:
    "`partner=credential,…`: a partner's own system sends its credential in `X-Partner-Credential` to issue a policy without payment under that partner's promo (docs/behaviour/quote/arrival.md).",
  BROKER_NAME:
    "The broker that operates the site, whatever brand the visitor sees: the legal texts, the home page and footer, and every policy's carátula name it. The client build reads the same variable: one setting for both.",
  BROKER_REGISTRATION:
    "The broker's CNSF registration, printed on every policy's carátula. The client build reads the same variable and cites it on the home page and footer: one setting for both. Production refuses to start without the broker's own.",
  CLAIMS_PHONE:
    "The claims line printed on every policy's carátula. Production refuses to start without the deployment's own.",
};

/** What leaving a variable unset means, where its schema gives no default. */
export const unsetMeanings: Partial<Record<ServerVariable, string>> = {
  DATABASE_URL: 'PGlite',
  API_BEARER_TOKEN: '`cotizauto-dev-bearer-2026` outside production',
  CSRF_SECRET: 'a development value outside production',
  SMTP_URL: 'mail stays in the outbox table, listed at `/dev/outbox` to operators',
  INSURER_LATENCY_MS: 'realistic (400–3000 ms; 0 when `NODE_ENV=test`)',
  INSURER_FAULTS: 'no fault',
  PAYMENT_LATENCY_MS: '300 (0 when `NODE_ENV=test`)',
  ACCESS_TOKEN_SECRET: 'random per start outside production',
  OPERATOR_TOKEN: 'the page is not served',
  SENTRY_DSN: 'no server error reporting',
  TRUST_PROXY: 'no proxy trusted',
  PARTNER_CREDENTIALS: '`cotizauto=…` outside production; none in it',
};
