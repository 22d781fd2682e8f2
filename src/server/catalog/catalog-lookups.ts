import { eq } from 'drizzle-orm';
import { isStateCode, mexicanStates } from '../../domain/states';
import type { Database } from '../db/client';
import {
  postalSettlements,
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleVersions,
} from '../db/schema/index';
import type { CatalogLookups, PostalPlace, VehicleVersion } from './lookups';

/** CatalogLookups over the catalogue's tables. */
export function createCatalogLookups(db: Database): CatalogLookups {
  return {
    findVersion: (versionId) => findVersion(db, versionId),
    findPostalPlace: (postalCode) => findPostalPlace(db, postalCode),
  };
}

async function findVersion(db: Database, versionId: string): Promise<VehicleVersion | undefined> {
  const [row] = await db
    .select({
      versionId: vehicleVersions.id,
      modelId: vehicleModels.id,
      subBrandId: vehicleSubBrands.id,
      brand: vehicleBrands.name,
      subBrand: vehicleSubBrands.name,
      modelYear: vehicleModels.year,
      description: vehicleVersions.description,
      vehicleType: vehicleSubBrands.vehicleType,
      segment: vehicleSubBrands.segment,
      insuredValue: vehicleVersions.insuredValue,
      trimKey: vehicleVersions.trimKey,
    })
    .from(vehicleVersions)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleModels.subBrandId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleSubBrands.brandId))
    .where(eq(vehicleVersions.id, versionId));
  return row;
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
