import { and, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { quotations, quoteRequests } from '../db/schema/index';
import { insertFromJson } from '../db/seed/batch-insert';
import { jsonbTextParameter } from '../db/jsonb-parameter';
import type { Quotation } from '../../domain/quote/quotation';
import type { QuoteRequest } from '../../domain/validation/quote-request';
import type { QuoteInputs } from '../../domain/validation/quote-round-request';
import type { VehicleInformation } from '../../domain/vehicle/vehicle-catalog';

export interface StoredQuotation {
  answer: Quotation;
  /** The request (quote_requests) it was priced from: one per round or single quote. */
  requestId: string;
  inputs: QuoteInputs;
  vehicle: VehicleInformation;
  partnerCode: string;
}

/** A quotation to store: its answer as the JSON text the buyer was sent, and its request. */
export type QuotationToStore = Omit<StoredQuotation, 'answer'> & { answerJson: string };

/**
 * Stores quotations and the requests they were priced from in one statement
 * (quotation-writer.ts gathers them), the rows as JSON parameters: a round's 24 rows bound as
 * 11 parameters each cost twice the CPU. A round's request is written once, with its first
 * quotations; those answered later find it there.
 */
export async function insertQuotations(
  db: Database,
  stored: readonly QuotationToStore[],
): Promise<void> {
  if (stored.length === 0) return;
  const requests = new Map(stored.map((quote) => [quote.requestId, requestRow(quote)]));
  await db.execute(
    sql`with requests as (${insertFromJson(quoteRequests, [...requests.values()])} on conflict (id) do nothing) ${insertQuotationRows(stored)}`,
  );
}

function requestRow({ requestId, inputs, vehicle, partnerCode }: QuotationToStore) {
  return { id: requestId, partnerCode, versionId: vehicle.versionId, inputs, vehicle };
}

/**
 * The quotations' INSERT from one `jsonb` parameter of [request id, answer] pairs, each answer
 * the JSON text the buyer was sent (stringifying the answers a second time was 7% of a round's
 * CPU on PGlite and 12% on PostgreSQL); the other columns are read from the answer.
 */
function insertQuotationRows(stored: readonly QuotationToStore[]): SQL {
  const pairs = stored.map(
    ({ requestId, answerJson }) => `[${JSON.stringify(requestId)},${answerJson}]`,
  );
  return sql`insert into "quotations" (id, request_id, provider_code, package, answer, total, expires_at)
    select (pair->1->>'id')::uuid, (pair->>0)::uuid, pair->1->>'providerCode',
      (pair->1->>'package')::smallint, pair->1, (pair->1->>'discountPrice')::numeric,
      (pair->1->>'expiresAt')::timestamptz
    from jsonb_array_elements(${jsonbTextParameter(`[${pairs.join(',')}]`)}::jsonb) as pair`;
}

/**
 * A stored quotation with what it was priced from: the request (its insurer and package
 * included), the vehicle and the partner it was quoted under.
 */
export type StoredQuotationRow = Awaited<ReturnType<typeof selectStoredQuotations>>[number];

/** The stored quotations that match `where`, each with its request. */
export async function selectStoredQuotations(db: Database, where: SQL | undefined) {
  const { inputs, vehicle, partnerCode, versionId } = getTableColumns(quoteRequests);
  const rows = await db
    .select({ ...getTableColumns(quotations), inputs, vehicle, partnerCode, versionId })
    .from(quotations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotations.requestId))
    .where(where);
  return rows.map(({ inputs: asked, ...row }) => ({
    ...row,
    request: { ...asked, providerCode: row.providerCode, package: row.package } as QuoteRequest,
  }));
}

/** The unexpired quotations among these ids, in the order asked. */
export async function findLiveQuotations(
  db: Database,
  ids: readonly string[],
): Promise<StoredQuotation[]> {
  const rows = await selectStoredQuotations(
    db,
    and(inArray(quotations.id, [...ids]), gt(quotations.expiresAt, new Date())),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            answer: row.answer,
            requestId: row.requestId,
            inputs: row.request,
            vehicle: row.vehicle,
            partnerCode: row.partnerCode,
          },
        ]
      : [];
  });
}
