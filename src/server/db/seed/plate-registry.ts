import { dataVersion, readDataCsv } from '../../catalog/data-files';
import { versionId } from '../../catalog/vehicles/catalogue-rows';
import { registeredPlates } from '../schema/index';
import { insertInBatches } from './batch-insert';
import type { Seeder } from './seeder';
import { vehicleCatalogueSeeder } from './vehicle-catalogue';

const platesFile = 'sandbox/plates.csv';

/**
 * The sandbox plate registry: a few plates that resolve to a vehicle with VIN and engine
 * number (data/sandbox/plates.csv); any other plate is not found. It follows the vehicle
 * catalogue's version, whose reload empties it.
 */
export const plateRegistrySeeder: Seeder = {
  name: 'plate-registry',
  version: `${dataVersion(platesFile)}-${vehicleCatalogueSeeder.version}`,
  async load(tx) {
    const rows = readDataCsv(platesFile).map((row) => ({
      licensePlates: row.license_plates ?? '',
      versionId: versionId(row.trim_key ?? '', Number(row.model_year)),
      vin: row.vin ?? '',
      engineNumber: row.engine_number ?? '',
      stateCode: row.state_code ?? '',
    }));
    await tx.delete(registeredPlates);
    await insertInBatches(tx, registeredPlates, rows);
  },
};
