import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Drizzle wraps a failed query in an error that carries the bound parameters (names, phones,
 * e-mails), and PGlite's own error repeats them. Log lines get only what explains the failure:
 * the driver's message, its SQLSTATE code and its stack.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = (error.cause ?? {}) as { message?: string; code?: string; stack?: string };
  const summary = new Error(cause.message ?? 'database query failed');
  summary.name = 'DatabaseError';
  if (cause.stack) summary.stack = cause.stack;
  return Object.assign(summary, { code: cause.code });
}
