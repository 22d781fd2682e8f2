import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  emissions,
  paymentVouchers,
  policies,
  quotations,
  quoteRequests,
} from '../db/schema/index';

/**
 * How long a quotation is kept after its offer expired. Until then a buyer back at a tab that
 * still holds it (the results page keeps its cards once the countdown ends, the cart its
 * quotation) and buying is told that the offer expired and to quote again (410), and support can
 * still see what was offered; afterwards the same call finds no quotation (404, which also asks
 * to quote again). The new quote is priced from the browser's answers, never from the stored
 * request, so a request need not outlive its quotations; a saved cart holds no quotation either
 * (restoring one quotes again). 30 days: a saved cart's default lifetime, well past a tab's.
 */
export const quotationGraceDays = 30;

export interface QuotationPurgeLimits {
  /** Quotations deleted per statement. */
  batch: number;
  /**
   * Pages of the quotations table (8 kB each, about 5 quotations) read per statement while
   * looking for the quotations that still refer to a batch's requests: about 5 ms on PGlite.
   */
  pagesPerScan: number;
}

export const quotationPurgeLimits: QuotationPurgeLimits = { batch: 1000, pagesPerScan: 500 };

export interface PurgedQuotations {
  quotations: number;
  quoteRequests: number;
}

/**
 * A quotation nothing reads any more: its offer ended more than the grace period ago, and no
 * emission, policy or voucher names it. Those that one names stay for good: the policy's PDF,
 * the account's amount due, the pending payment and an emission's retries read it by that id.
 * Saved carts hold no quotation (restoring one quotes again from its answers).
 */
function purgeable(db: Database) {
  const namedBy = (table: typeof emissions | typeof policies | typeof paymentVouchers) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.quotationId, quotations.id)),
    );
  return and(
    lt(quotations.expiresAt, sql`now() - ${sql.raw(`interval '${quotationGraceDays} days'`)}`),
    namedBy(emissions),
    namedBy(policies),
    namedBy(paymentVouchers),
  );
}

/**
 * Deletes the quotations nothing reads any more (`purgeable`), oldest first, `limits.batch` at a
 * time, and the requests (quote_requests) no quotation refers to once they are gone. There is no
 * foreign key and no index on quotations.request_id (one made a round's INSERT 11% slower on
 * PGlite, 4.9 to 5.5 ms), so the quotations that still refer to a batch's requests are found by
 * reading the table a slice of pages per statement (`limits.pagesPerScan`): no statement is long,
 * and PGlite, which serves one query at a time, answers quotes in between (150,000 quotations:
 * 64 statements of about 5 ms a batch, where one anti-join took 140 ms). A batch's quotations and
 * requests go in one transaction: a run stopped midway never leaves a request whose quotations
 * are gone, which no later run would find. Stops early when `signal` aborts (the app closing).
 */
export async function purgeExpiredQuotations(
  db: Database,
  signal?: AbortSignal,
  limits: QuotationPurgeLimits = quotationPurgeLimits,
): Promise<PurgedQuotations> {
  const purged: PurgedQuotations = { quotations: 0, quoteRequests: 0 };
  while (!signal?.aborted) {
    const batch = await db
      .select({ id: quotations.id, requestId: quotations.requestId })
      .from(quotations)
      .where(purgeable(db))
      .orderBy(quotations.expiresAt)
      .limit(limits.batch);
    if (batch.length === 0) break;
    const referred = await requestsReferredOutside(db, batch, limits, signal);
    if (!referred) break;
    const done = await purgeBatch(db, batch, referred);
    purged.quotations += done.quotations;
    purged.quoteRequests += done.quoteRequests;
    // None deleted (bought meanwhile? an expired offer cannot be): never the same batch again.
    if (batch.length < limits.batch || done.quotations === 0) break;
  }
  return purged;
}

interface StoredRef {
  id: string;
  requestId: string;
}

/**
 * The batch's requests that a quotation outside the batch refers to, reading a slice of the
 * table's pages per statement (a ctid range: PostgreSQL from 14 and PGlite read only those
 * pages). Quotations are never updated, so none moves to a page already read; a rewrite of the
 * table meanwhile (VACUUM FULL, CLUSTER: a new file) would move them, so the batch is then left
 * for the next run. Undefined then, or when the app is closing. Quotations written meanwhile
 * belong to new rounds and their new requests: a round writes its quotations within seconds.
 */
async function requestsReferredOutside(
  db: Database,
  batch: readonly StoredRef[],
  limits: QuotationPurgeLimits,
  signal: AbortSignal | undefined,
): Promise<Set<string> | undefined> {
  const inBatch = new Set(batch.map((quotation) => quotation.id));
  const requests = uuidArray(new Set(batch.map((quotation) => quotation.requestId)));
  const before = await tableFile(db);
  const referred = new Set<string>();
  for (let page = 0; page < before.pages; page += limits.pagesPerScan) {
    if (signal?.aborted) return undefined;
    const rows = await db
      .select({ id: quotations.id, requestId: quotations.requestId })
      .from(quotations)
      .where(
        and(
          sql`ctid >= ${`(${page},0)`}::tid`,
          sql`ctid < ${`(${page + limits.pagesPerScan},0)`}::tid`,
          sql`${quotations.requestId} = any(${requests})`,
        ),
      );
    for (const row of rows) if (!inBatch.has(row.id)) referred.add(row.requestId);
  }
  const after = await tableFile(db);
  return after.file === before.file ? referred : undefined;
}

/** The quotations table's file (a rewrite makes a new one) and its size in pages. */
async function tableFile(db: Database): Promise<{ file: string; pages: number }> {
  const result = await db.execute(
    sql`select pg_relation_filenode('quotations')::text as file, (pg_relation_size('quotations') / current_setting('block_size')::int)::int as pages`,
  );
  const [row] = (result as unknown as { rows: { file: string; pages: number }[] }).rows;
  return { file: row!.file, pages: Number(row!.pages) };
}

/**
 * Deletes the batch's quotations, checked again, and then the requests that no quotation refers
 * to any more: neither one outside the batch (`referred`) nor one of the batch that stayed.
 */
async function purgeBatch(
  db: Database,
  batch: readonly StoredRef[],
  referred: ReadonlySet<string>,
): Promise<PurgedQuotations> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(quotations)
      .where(
        and(
          sql`${quotations.id} = any(${uuidArray(batch.map((quotation) => quotation.id))})`,
          purgeable(tx),
        ),
      )
      .returning({ id: quotations.id });
    const goneIds = new Set(gone.map((quotation) => quotation.id));
    const stayed = new Set(batch.filter((q) => !goneIds.has(q.id)).map((q) => q.requestId));
    const unreferred = [...new Set(batch.map((quotation) => quotation.requestId))].filter(
      (request) => !referred.has(request) && !stayed.has(request),
    );
    const requests =
      unreferred.length === 0
        ? []
        : await tx
            .delete(quoteRequests)
            .where(sql`${quoteRequests.id} = any(${uuidArray(unreferred)})`)
            .returning({ id: quoteRequests.id });
    return { quotations: gone.length, quoteRequests: requests.length };
  });
}

/** The ids as one uuid[] parameter: `= any(…)` instead of a thousand bound parameters. */
function uuidArray(ids: Iterable<string>) {
  return sql`${`{${[...ids].join(',')}}`}::uuid[]`;
}
