import { readDataCsv } from '../data-files';

/** The derived vehicle catalogue (data/vehicles/catalogue.csv.gz): one row per trim. */
export const catalogueColumns = [
  'brand',
  'sub_brand',
  'vehicle_type',
  'segment',
  'units_sold',
  'first_year',
  'last_year',
  'trim_key',
  'description',
  'from_year',
  'until_year',
] as const;

export type CatalogueRow = Record<(typeof catalogueColumns)[number], string>;

export const catalogueFiles = ['vehicles/catalogue.csv.gz', 'vehicles/motorcycles.csv'] as const;

/**
 * Cars and pick-ups from the derived file, and the best-selling motorcycles from a short
 * hand-written list (no open source lists them; they carry no sales figures).
 */
export function readCatalogue(): CatalogueRow[] {
  const [cars, motorcycles] = catalogueFiles;
  const motorcycleRows = readDataCsv(motorcycles).map((row) => ({
    ...row,
    vehicle_type: 'motorcycle',
    units_sold: '0',
    from_year: '',
    until_year: '',
  }));
  return [...(readDataCsv(cars) as CatalogueRow[]), ...(motorcycleRows as CatalogueRow[])];
}
