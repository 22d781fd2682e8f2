import { partnersSeeder } from './partners';
import { paymentCatalogueSeeder } from './payment-catalogue';
import { plateRegistrySeeder } from './plate-registry';
import { postalCodesSeeder } from './postal-codes';
import { promoCodesSeeder } from './promo-codes';
import type { Seeder } from './seeder';
import { vehicleCatalogueSeeder } from './vehicle-catalogue';

/** Every data set the app starts with, in load order. */
export const seeders: readonly Seeder[] = [
  partnersSeeder,
  vehicleCatalogueSeeder,
  plateRegistrySeeder,
  postalCodesSeeder,
  paymentCatalogueSeeder,
  promoCodesSeeder,
];
