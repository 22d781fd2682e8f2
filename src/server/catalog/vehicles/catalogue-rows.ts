import { insurerCodes } from '../../../domain/insurers/insurers';
import type {
  insurerVersionKeys,
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleTrims,
} from '../../db/schema/index';
import { slug } from '../search-text';
import type { CatalogueRow } from './catalogue-file';
import { insurerKey } from './insurer-keys';
import { estimatedNewPrice } from './value-model';

/** The last year INEGI's sales file covers: models still selling then are on sale today. */
const lastSalesYear = 2024;

export interface CatalogueTables {
  brands: (typeof vehicleBrands.$inferInsert)[];
  subBrands: (typeof vehicleSubBrands.$inferInsert)[];
  models: (typeof vehicleModels.$inferInsert)[];
  trims: (typeof vehicleTrims.$inferInsert)[];
  insurerKeys: (typeof insurerVersionKeys.$inferInsert)[];
}

function lastModelYear(row: CatalogueRow, currentYear: number): number {
  const lastSale = Number(row.last_year);
  return Math.min(currentYear, lastSale >= lastSalesYear ? currentYear : lastSale + 1);
}

/** The model years a trim is offered in: its model's years, narrowed by its SAT listings. */
function trimYears(row: CatalogueRow, currentYear: number) {
  return {
    firstYear: Math.max(Number(row.first_year), Number(row.from_year || 0)),
    lastYear: Math.min(lastModelYear(row, currentYear), Number(row.until_year || currentYear)),
  };
}

/** Expands the derived catalogue (one row per trim) into the catalogue's tables. */
export function catalogueTables(rows: readonly CatalogueRow[], currentYear: number) {
  const tables: CatalogueTables = {
    brands: [],
    subBrands: [],
    models: [],
    trims: [],
    insurerKeys: [],
  };
  const seen = new Set<string>();
  const once = (id: string) => !seen.has(id) && Boolean(seen.add(id));
  for (const row of rows) {
    const brandId = slug(row.brand);
    const subBrandId = `${brandId}-${slug(row.sub_brand)}`;
    const { firstYear, lastYear } = trimYears(row, currentYear);
    if (firstYear > lastYear) continue;
    if (once(brandId)) tables.brands.push({ id: brandId, name: row.brand });
    if (once(subBrandId))
      tables.subBrands.push({
        id: subBrandId,
        brandId,
        name: row.sub_brand,
        vehicleType: row.vehicle_type as 'car' | 'pickup' | 'motorcycle',
        segment: row.segment,
        unitsSold: Number(row.units_sold),
      });
    tables.trims.push({
      key: row.trim_key,
      subBrandId,
      description: row.description,
      firstYear,
      lastYear,
      newPrice: Math.round(estimatedNewPrice(row)),
    });
    for (let year = firstYear; year <= lastYear; year++) {
      const modelId = `${subBrandId}-${year}`;
      if (once(modelId)) tables.models.push({ id: modelId, subBrandId, year });
    }
  }
  tables.insurerKeys = insurerKeyRows(tables.trims.map((trim) => trim.key));
  return tables;
}

function insurerKeyRows(trimKeys: readonly string[]) {
  const sorted = [...trimKeys].sort();
  return insurerCodes.flatMap((insurerCode) =>
    sorted.map((trimKey, index) => ({
      insurerCode,
      trimKey,
      insurerKey: insurerKey(insurerCode, index),
    })),
  );
}
