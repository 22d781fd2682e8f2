import { eq } from 'drizzle-orm';
import { isStateCode, mexicanStates } from '../../domain/states';
import type { Database } from '../db/client';
import { postalSettlements } from '../db/schema/index';
import type { CatalogLookups, PostalPlace } from './lookups';
import { findVersion } from './vehicles/version-store';

/** CatalogLookups over the catalogue's tables. */
export function createCatalogLookups(db: Database): CatalogLookups {
  return {
    findVersion: (versionId) => findVersion(db, versionId),
    findPostalPlace: (postalCode) => findPostalPlace(db, postalCode),
  };
}

const stateNames = new Map<string, string>(mexicanStates.map((state) => [state.code, state.name]));

async function findPostalPlace(db: Database, postalCode: string): Promise<PostalPlace | undefined> {
  const [row] = await db
    .select({
      stateCode: postalSettlements.stateCode,
      municipality: postalSettlements.municipality,
    })
    .from(postalSettlements)
    .where(eq(postalSettlements.postalCode, postalCode))
    .limit(1);
  if (!row || !isStateCode(row.stateCode)) return undefined;
  return {
    postalCode,
    stateCode: row.stateCode,
    stateName: stateNames.get(row.stateCode) ?? row.stateCode,
    municipality: row.municipality,
  };
}
