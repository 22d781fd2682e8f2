/** What a report may say of the request that failed: never its URL's values, never its body. */
export interface ReportContext {
  /** The route's method and pattern (`/api/carts/:id`), not the URL with its ids. */
  route?: { method: string; pattern: string };
  /** Values to cut out of the report wherever they appear (the request's card data). */
  secrets?: readonly string[];
}

/** Where the server's own failures go (Sentry when a DSN is set); card data never leaves. */
export interface ErrorReporter {
  report(error: unknown, context?: ReportContext): void;
  /** Waits up to `timeoutMs` for the reports on their way; false when some were not sent. */
  flush(timeoutMs: number): Promise<boolean>;
}
