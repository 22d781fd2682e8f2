import { dataVersion, readDataCsv } from '../../catalog/data-files';
import {
  geoNamesSettlements,
  type GeoNamesRow,
  type SettlementRow,
} from '../../catalog/postal/settlement-rows';
import type { Database } from '../client';
import { postalSettlements } from '../schema/index';
import { insertInBatches } from './batch-insert';
import type { Seeder } from './seeder';

const geoNamesFile = 'postal/geonames_mx_postal_codes.csv.gz';

export async function replacePostalCatalogue(tx: Database, settlements: readonly SettlementRow[]) {
  await tx.delete(postalSettlements);
  await insertInBatches(tx, postalSettlements, settlements);
}

/**
 * The embedded default: GeoNames' national postal catalogue (CC BY). `npm run
 * catalog:import-sepomex` replaces it with the official one and records this same version, so
 * later starts keep the import until a release ships a different GeoNames file.
 */
export const postalCodesSeeder: Seeder = {
  name: 'postal-codes',
  version: dataVersion(geoNamesFile),
  async load(tx) {
    await replacePostalCatalogue(
      tx,
      geoNamesSettlements(readDataCsv(geoNamesFile) as GeoNamesRow[]),
    );
  },
};
