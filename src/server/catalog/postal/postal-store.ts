import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postalSettlements } from '../../db/schema/index';

/** The settlements of a postal code, sorted by name; empty when the code does not exist. */
export async function settlementsOf(db: Database, postalCode: string) {
  const rows = await db
    .select({
      id: postalSettlements.id,
      name: postalSettlements.name,
      municipality: postalSettlements.municipality,
      city: postalSettlements.city,
      stateCode: postalSettlements.stateCode,
    })
    .from(postalSettlements)
    .where(eq(postalSettlements.postalCode, postalCode))
    .orderBy(asc(postalSettlements.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
