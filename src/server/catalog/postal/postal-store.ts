import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postalSettlements } from '../../db/schema/index';
import type { Settlement } from '../lookups';

const settlementColumns = {
  postalCode: postalSettlements.postalCode,
  id: postalSettlements.id,
  name: postalSettlements.name,
  municipality: postalSettlements.municipality,
  city: postalSettlements.city,
  stateCode: postalSettlements.stateCode,
};

const byName = new Intl.Collator('es');

/**
 * The settlements of each postal code in one query, in the order of `postalCodes`, each sorted
 * by name (empty for a code that does not exist).
 */
export async function settlementsOfCodes(
  db: Database,
  postalCodes: readonly string[],
): Promise<Settlement[][]> {
  const rows = await db
    .select(settlementColumns)
    .from(postalSettlements)
    .where(
      postalCodes.length === 1
        ? eq(postalSettlements.postalCode, postalCodes[0]!)
        : inArray(postalSettlements.postalCode, [...postalCodes]),
    )
    .orderBy(asc(postalSettlements.id));
  const byCode = new Map<string, Settlement[]>(postalCodes.map((code) => [code, []]));
  for (const { postalCode, ...settlement } of rows) byCode.get(postalCode)?.push(settlement);
  return postalCodes.map((code) =>
    byCode.get(code)!.sort((a, b) => byName.compare(a.name, b.name)),
  );
}
