import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Drizzle wraps a failed query in an error whose message and fields carry the bound parameters,
 * that is names, phones and e-mails. Log lines get the driver's own error instead.
 */
export function loggableError(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause ? error.cause : error;
}
