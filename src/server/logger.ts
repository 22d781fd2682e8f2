import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/** Card data and secrets never reach a log line, at any nesting depth a body may put them. */
const secretFields = ['cardNumber', 'cvv', 'securityCode', 'password', 'token', 'cardToken'];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}
