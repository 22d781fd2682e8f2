import { insurerCodes } from '../../../domain/insurers';
import type {
  insurerVersionKeys,
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleVersions,
} from '../../db/schema/index';
import { searchText } from '../search-text';
import type { CatalogueRow } from './catalogue-file';
import { insurerKey } from './insurer-keys';
import { estimatedValue } from './value-model';

/** The last year INEGI's sales file covers: models still selling then are on sale today. */
const lastSalesYear = 2024;

export interface CatalogueTables {
  brands: (typeof vehicleBrands.$inferInsert)[];
  subBrands: (typeof vehicleSubBrands.$inferInsert)[];
  models: (typeof vehicleModels.$inferInsert)[];
  versions: (typeof vehicleVersions.$inferInsert)[];
  insurerKeys: (typeof insurerVersionKeys.$inferInsert)[];
}

export function slug(text: string): string {
  return searchText(text).replace(/ /g, '-');
}

/** A version is one trim in one model year; its id says both ('0044705-2019'). */
export function versionId(trimKey: string, year: number): string {
  return `${trimKey}-${year}`;
}

function lastModelYear(row: CatalogueRow, currentYear: number): number {
  const lastSale = Number(row.last_year);
  return Math.min(currentYear, lastSale >= lastSalesYear ? currentYear : lastSale + 1);
}

function trimYears(row: CatalogueRow, currentYear: number): number[] {
  const first = Math.max(Number(row.first_year), Number(row.from_year || 0));
  const last = Math.min(lastModelYear(row, currentYear), Number(row.until_year || currentYear));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** Expands the derived catalogue (one row per trim) into the catalogue's tables. */
export function catalogueTables(rows: readonly CatalogueRow[], currentYear: number) {
  const tables: CatalogueTables = {
    brands: [],
    subBrands: [],
    models: [],
    versions: [],
    insurerKeys: [],
  };
  const seen = new Set<string>();
  const once = (id: string) => !seen.has(id) && Boolean(seen.add(id));
  for (const row of rows) {
    const brandId = slug(row.brand);
    const subBrandId = `${brandId}-${slug(row.sub_brand)}`;
    const years = trimYears(row, currentYear);
    if (years.length === 0) continue;
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
    for (const year of years) {
      const modelId = `${subBrandId}-${year}`;
      if (once(modelId)) tables.models.push({ id: modelId, subBrandId, year });
      tables.versions.push({
        id: versionId(row.trim_key, year),
        modelId,
        trimKey: row.trim_key,
        description: row.description,
        insuredValue: estimatedValue(row, year, currentYear),
      });
    }
  }
  tables.insurerKeys = insurerKeyRows(rows.map((row) => row.trim_key));
  return tables;
}

function insurerKeyRows(trimKeys: readonly string[]) {
  const sorted = [...new Set(trimKeys)].sort();
  return insurerCodes.flatMap((insurerCode) =>
    sorted.map((trimKey, index) => ({
      insurerCode,
      trimKey,
      insurerKey: insurerKey(insurerCode, index),
    })),
  );
}
