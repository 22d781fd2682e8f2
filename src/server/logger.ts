import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/** Card data and secrets never reach a log line, at any nesting depth a body may put them. */
export const secretFields = ['cardNumber', 'cvv', 'securityCode', 'password', 'token', 'cardToken'];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/** Anything that takes one JSON log line at a time. */
export interface LogStream {
  write(line: string): void;
}

/** Log lines go to `stream` when given (tests read them), to standard output otherwise. */
export function loggerOptions(
  config: ServerConfig,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    stream,
  };
}
