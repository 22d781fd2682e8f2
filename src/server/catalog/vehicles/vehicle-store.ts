import { and, desc, eq } from 'drizzle-orm';
import type { InsurerCode } from '../../../domain/insurers/insurers';
import type { Database } from '../../db/client';
import { matchingByName } from '../name-filter';
import {
  insurerVersionKeys,
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
} from '../../db/schema/index';
import type { Brand, ModelYear, SubBrand } from '../../../domain/vehicle/vehicle-catalog';

/** Reads of the vehicle catalogue; the autocomplete has its own in-memory index. */

/** The brands, sorted by name: one by its id, or those whose name contains what was typed. */
export async function listBrands(
  db: Database,
  filter: { brandId?: string; name?: string },
): Promise<Brand[]> {
  const brands = await db
    .select({ id: vehicleBrands.id, name: vehicleBrands.name })
    .from(vehicleBrands)
    .where(filter.brandId ? eq(vehicleBrands.id, filter.brandId) : undefined);
  return matchingByName(brands, filter.name);
}

export function subBrandEntries(db: Database): Promise<SubBrand[]> {
  return db
    .select({
      id: vehicleSubBrands.id,
      name: vehicleSubBrands.name,
      brandId: vehicleSubBrands.brandId,
      brandName: vehicleBrands.name,
      vehicleType: vehicleSubBrands.vehicleType,
      unitsSold: vehicleSubBrands.unitsSold,
    })
    .from(vehicleSubBrands)
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleSubBrands.brandId));
}

/** The model years of a sub-brand, newest first (the wizard's year bar reads them so). */
export function listModels(db: Database, subBrandId: string): Promise<ModelYear[]> {
  return db
    .select({
      id: vehicleModels.id,
      year: vehicleModels.year,
      subBrandId: vehicleModels.subBrandId,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.subBrandId, subBrandId))
    .orderBy(desc(vehicleModels.year));
}

/** An insurer's own key for a trim. */
export async function insurerKeyOf(db: Database, insurerCode: InsurerCode, trimKey: string) {
  const [row] = await db
    .select({ insurerKey: insurerVersionKeys.insurerKey })
    .from(insurerVersionKeys)
    .where(
      and(eq(insurerVersionKeys.insurerCode, insurerCode), eq(insurerVersionKeys.trimKey, trimKey)),
    );
  return row?.insurerKey;
}

/** The trim an insurer's key names, and which insurer's key it is. */
export async function trimOfInsurerKey(
  db: Database,
  insurerKey: string,
  insurerCode: InsurerCode | undefined,
) {
  const [row] = await db
    .select({ trimKey: insurerVersionKeys.trimKey, insurerCode: insurerVersionKeys.insurerCode })
    .from(insurerVersionKeys)
    .where(
      and(
        eq(insurerVersionKeys.insurerKey, insurerKey),
        insurerCode ? eq(insurerVersionKeys.insurerCode, insurerCode) : undefined,
      ),
    )
    .limit(1);
  return row;
}
