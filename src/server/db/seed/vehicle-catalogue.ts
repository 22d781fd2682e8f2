import { dataVersion } from '../../catalog/data-files';
import { catalogueFiles, readCatalogue } from '../../catalog/vehicles/catalogue-file';
import { catalogueTables } from '../../catalog/vehicles/catalogue-rows';
import {
  insurerVersionKeys,
  registeredPlates,
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleVersions,
} from '../schema/index';
import { insertInBatches } from './batch-insert';
import type { Seeder } from './seeder';

const currentYear = new Date().getFullYear();

/**
 * Brands, models, model years up to the current year, versions with their estimated value, and
 * each insurer's keys. A new calendar year reloads it: the values depreciate and a model year
 * is added. The plate registry points at versions, so it is emptied first (its seeder refills).
 */
export const vehicleCatalogueSeeder: Seeder = {
  name: 'vehicle-catalogue',
  version: `${dataVersion(...catalogueFiles)}-${currentYear}`,
  async load(tx) {
    const tables = catalogueTables(readCatalogue(), currentYear);
    await tx.delete(registeredPlates);
    await tx.delete(insurerVersionKeys);
    await tx.delete(vehicleVersions);
    await tx.delete(vehicleModels);
    await tx.delete(vehicleSubBrands);
    await tx.delete(vehicleBrands);
    await insertInBatches(tx, vehicleBrands, tables.brands);
    await insertInBatches(tx, vehicleSubBrands, tables.subBrands);
    await insertInBatches(tx, vehicleModels, tables.models);
    await insertInBatches(tx, vehicleVersions, tables.versions);
    await insertInBatches(tx, insurerVersionKeys, tables.insurerKeys);
  },
};
