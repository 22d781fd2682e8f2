import { partnersSeeder } from './partners';
import { promoCodesSeeder } from './promo-codes';
import type { Seeder } from './seeder';

/** Every data set the app starts with, in load order. */
export const seeders: readonly Seeder[] = [partnersSeeder, promoCodesSeeder];
