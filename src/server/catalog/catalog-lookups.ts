import { isStateCode, mexicanStates } from '../../domain/common/states';
import type { VehicleInformation } from '../../domain/vehicle/vehicle-catalog';
import type { Database } from '../db/client';
import type { CatalogLookups, PostalPlace, Settlement } from './lookups';
import DataLoader from 'dataloader';
import { settlementsOfCodes } from './postal/postal-store';
import { ReferenceCache } from './reference-cache';
import { findVersion } from './vehicles/version-store';

/**
 * A few thousand postal codes and versions cover nearly every request; an hour bounds how long
 * another process's import goes unseen (docs/operations/running.md: restart after an import).
 */
const cacheLimits = { maxEntries: 5000, ttlMs: 60 * 60 * 1000 };

/** CatalogLookups over the catalogue's tables, each answer cached (reference-cache.ts). */
export function createCatalogLookups(db: Database): CatalogLookups {
  const versions = new ReferenceCache<VehicleInformation | undefined>(cacheLimits);
  const settlements = new ReferenceCache<Settlement[]>(cacheLimits);
  // The postal codes first asked while the database answered another query are read together,
  // in one query: the database runs one query at a time, on the server's only thread.
  const postalCodes = new DataLoader((codes: readonly string[]) => settlementsOfCodes(db, codes), {
    cache: false,
    batchScheduleFn: (readBatch) => setImmediate(readBatch),
  });
  const settlementsOfCode = (postalCode: string) =>
    settlements.get(postalCode, () => postalCodes.load(postalCode));
  return {
    findVersion: (versionId) => versions.get(versionId, () => findVersion(db, versionId)),
    settlementsOf: settlementsOfCode,
    findPostalPlace: async (postalCode) => placeOf(postalCode, await settlementsOfCode(postalCode)),
    forgetCached: () => {
      versions.clear();
      settlements.clear();
    },
  };
}

const stateNames = new Map<string, string>(mexicanStates.map((state) => [state.code, state.name]));

function placeOf(postalCode: string, settlements: readonly Settlement[]): PostalPlace | undefined {
  const [first] = settlements;
  if (!first || !isStateCode(first.stateCode)) return undefined;
  return {
    postalCode,
    stateCode: first.stateCode,
    stateName: stateNames.get(first.stateCode) ?? first.stateCode,
    municipality: first.municipality,
  };
}
