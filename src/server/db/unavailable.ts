/**
 * Node's socket errors when the database server cannot be reached or drops the connection
 * (node-postgres passes them through as they are).
 */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * PostgreSQL's words for a database that is going or gone: SQLSTATE class 08 (connection
 * exception) and 57P01–57P03 (shut down by an operator, crashed, not accepting connections yet).
 */
const isUnreachableState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);

/**
 * The messages drivers use without a code: node-postgres' pool, a pooled client whose
 * connection broke while a transaction held it, and a closed PGlite.
 */
const unreachableMessages = [
  /Connection terminated/i,
  /has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /PGlite is closed/i,
];

/**
 * Whether a failure means the database is out of reach for now (not that a query was wrong):
 * the request may be tried again as it was once it is back. Drizzle wraps the driver's error
 * as its `cause`, so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || isUnreachableState(code)))
      return true;
    if (unreachableMessages.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
