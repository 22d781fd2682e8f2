/**
 * `npm run data:vehicles`: derives data/vehicles/catalogue.csv.gz (one row per trim of every
 * make and model sold since 2010) from INEGI's sales file and SAT's vehicle keys, both in
 * data/vehicles. Matching takes seconds, so it runs here once rather than on every first start.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dataDir, readDataCsv } from '../src/server/catalog/data-files';
import { soldModels, type SalesRow } from '../src/server/catalog/vehicles/sold-models';
import { modelsWithTrims, type SatKeyRow } from '../src/server/catalog/vehicles/sat-trims';
import { catalogueColumns, type CatalogueRow } from '../src/server/catalog/vehicles/catalogue-file';

const sales = readDataCsv(
  'vehicles/vehiculos_ventas_raiavl_2005_2024.csv.gz',
) as unknown as SalesRow[];
const keys = readDataCsv('vehicles/vehiculos_claves_sat_anexo15.csv.gz') as unknown as SatKeyRow[];

// A key that two brands of one registrant both claim stays with the first.
const claimedKeys = new Set<string>();
const rows: CatalogueRow[] = modelsWithTrims(soldModels(sales), keys).flatMap(({ model, trims }) =>
  trims.flatMap((trim) => {
    if (claimedKeys.has(trim.key)) return [];
    claimedKeys.add(trim.key);
    return [
      {
        brand: model.brand,
        sub_brand: model.name,
        vehicle_type: model.segment === 'Pick Ups' ? 'pickup' : 'car',
        segment: model.segment,
        units_sold: String(model.unitsSold),
        first_year: String(model.firstYear),
        last_year: String(model.lastYear),
        trim_key: trim.key,
        description: trim.description,
        from_year: trim.fromYear === undefined ? '' : String(trim.fromYear),
        until_year: trim.untilYear === undefined ? '' : String(trim.untilYear),
      },
    ];
  }),
);

const quote = (field: string) => (/[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
const csv = [catalogueColumns, ...rows.map((row) => catalogueColumns.map((c) => row[c]))]
  .map((fields) => fields.map(quote).join(','))
  .join('\n');
writeFileSync(`${dataDir}vehicles/catalogue.csv.gz`, gzipSync(`${csv}\n`, { level: 9 }));
console.log(
  `catalogue.csv.gz: ${rows.length} trims of ${new Set(rows.map((r) => r.brand + r.sub_brand)).size} models`,
);
