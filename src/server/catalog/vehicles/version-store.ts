import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleTrims,
} from '../../db/schema/index';
import type { Version, VehicleInformation } from '../../../domain/vehicle/vehicle-catalog';
import { estimatedValue } from './value-model';
import { parseVersionId, versionId } from './version-id';

/** Versions are trims in a model year: their values depreciate with the calendar year. */
const thisYear = () => new Date().getFullYear();

const offeredIn = (year: number) =>
  and(lte(vehicleTrims.firstYear, year), gte(vehicleTrims.lastYear, year));

/** A version with its vehicle facts, or undefined when the trim is not offered in that year. */
export async function findVersion(
  db: Database,
  id: string,
): Promise<VehicleInformation | undefined> {
  const parsed = parseVersionId(id);
  if (!parsed) return undefined;
  const [row] = await db
    .select({
      subBrandId: vehicleSubBrands.id,
      brand: vehicleBrands.name,
      subBrand: vehicleSubBrands.name,
      description: vehicleTrims.description,
      vehicleType: vehicleSubBrands.vehicleType,
      segment: vehicleSubBrands.segment,
      newPrice: vehicleTrims.newPrice,
    })
    .from(vehicleTrims)
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleTrims.subBrandId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleSubBrands.brandId))
    .where(and(eq(vehicleTrims.key, parsed.trimKey), offeredIn(parsed.year)));
  if (!row) return undefined;
  const { newPrice, ...facts } = row;
  return {
    ...facts,
    versionId: id,
    modelId: `${row.subBrandId}-${parsed.year}`,
    modelYear: parsed.year,
    trimKey: parsed.trimKey,
    insuredValue: estimatedValue(newPrice, parsed.year, thisYear()),
  };
}

/** The versions of a model year, sorted by description. */
export async function listVersions(db: Database, modelId: string): Promise<Version[]> {
  const [model] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, modelId));
  if (!model) return [];
  const trims = await db
    .select()
    .from(vehicleTrims)
    .where(and(eq(vehicleTrims.subBrandId, model.subBrandId), offeredIn(model.year)))
    .orderBy(asc(vehicleTrims.description), asc(vehicleTrims.key));
  return trims.map((trim) => ({
    id: versionId(trim.key, model.year),
    description: trim.description,
    modelId,
    insuredValue: estimatedValue(trim.newPrice, model.year, thisYear()),
  }));
}
