import { DrizzleQueryError } from 'drizzle-orm';

/** The fields of a PostgreSQL error (PGlite's and node-postgres') that never hold row values. */
interface DriverError {
  message?: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
}

/**
 * Data exceptions (SQLSTATE class 22) quote the rejected value at the end of their message, e.g.
 * `invalid input syntax for type uuid: "Ana López"`; the value is cut off.
 */
function withoutQuotedValue(message: string): string {
  return message.replace(/:\s*".*"\s*$/s, '');
}

/**
 * Drizzle wraps a failed query in an error that carries the bound parameters (names, phones,
 * e-mails) in its message, and the driver's own error repeats them (params, detail, and for a
 * data exception the message). Log lines get only what explains the failure: the SQLSTATE code,
 * the table, column and constraint, the driver's message without any value, and the stack.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = (error.cause ?? {}) as DriverError;
  const message = withoutQuotedValue(cause.message ?? 'database query failed');
  const summary = new Error(message);
  summary.name = 'DatabaseError';
  const frames = (cause.stack ?? error.stack ?? '').split('\n').slice(1);
  summary.stack = [`DatabaseError: ${message}`, ...frames].join('\n');
  const { code, table, column, constraint } = cause;
  return Object.assign(summary, { code, table, column, constraint });
}
