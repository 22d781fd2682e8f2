import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { quotations } from '../db/schema/index';
import { insertInBatches } from '../db/seed/batch-insert';
import type { Quotation } from '../../domain/quote/quotation';
import type { VehicleInformation } from '../../domain/vehicle/vehicle-catalog';
import type { QuoteInputs } from './quote-context';

export interface StoredQuotation {
  answer: Quotation;
  inputs: QuoteInputs;
  vehicle: VehicleInformation;
  partnerCode: string;
}

/**
 * Stores quotations in one INSERT (quotation-writer.ts gathers them), the rows as one JSON
 * parameter: a round's 24 rows bound as 11 parameters each cost twice the CPU.
 */
export async function insertQuotations(
  db: Database,
  stored: readonly StoredQuotation[],
): Promise<void> {
  await insertInBatches(db, quotations, stored.map(toRow));
}

function toRow({ answer, inputs, vehicle, partnerCode }: StoredQuotation) {
  return {
    id: answer.id,
    providerCode: answer.providerCode,
    package: answer.package,
    partnerCode,
    versionId: vehicle.versionId,
    request: { ...inputs, providerCode: answer.providerCode, package: answer.package },
    vehicle,
    answer,
    total: answer.discountPrice,
    expiresAt: new Date(answer.expiresAt),
  };
}

/** The unexpired quotations among these ids, in the order asked. */
export async function findLiveQuotations(
  db: Database,
  ids: readonly string[],
): Promise<StoredQuotation[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(and(inArray(quotations.id, [...ids]), gt(quotations.expiresAt, new Date())));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            answer: row.answer,
            inputs: row.request,
            vehicle: row.vehicle,
            partnerCode: row.partnerCode,
          },
        ]
      : [];
  });
}
