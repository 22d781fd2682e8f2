import { partnersSeeder } from './partners';
import { paymentCatalogueSeeder } from './payment-catalogue';
import { plateRegistrySeeder } from './plate-registry';
import { postalCodesSeeder } from './postal-codes';
import { demoPromoCodesSeeder, promoCodesSeeder } from './promo-codes';
import type { Seeder } from './seeder';
import { vehicleCatalogueSeeder } from './vehicle-catalogue';

/** Every data set the app starts with in production, in load order. */
const productionSeeders: readonly Seeder[] = [
  partnersSeeder,
  vehicleCatalogueSeeder,
  plateRegistrySeeder,
  postalCodesSeeder,
  paymentCatalogueSeeder,
  promoCodesSeeder,
];

/** Development and test data: the production sets and the demo ones. */
export const seeders: readonly Seeder[] = [...productionSeeders, demoPromoCodesSeeder];

/** The data sets of an environment: production never gets the demo ones. */
export function seedersFor(env: 'development' | 'production' | 'test'): readonly Seeder[] {
  return env === 'production' ? productionSeeders : seeders;
}
