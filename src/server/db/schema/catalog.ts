import * as pg from 'drizzle-orm/pg-core';
import { insurerCodes } from '../../../domain/insurers/insurers';
import { cardClasses } from '../../../domain/payment/card-class';

/**
 * The reference catalogue (data/ATTRIBUTION.md names every source). Ids are stable texts
 * derived from the data (slugs, SAT keys, postal codes), so a reseed keeps the ids saved
 * carts and quotes refer to.
 */

/** Consumer brands ('Nissan', 'Chevrolet'), not the registrant companies of the SAT file. */
export const vehicleBrands = pg.pgTable('vehicle_brands', {
  id: pg.text('id').primaryKey(),
  name: pg.text('name').notNull(),
});

/** The models a buyer types ('Versa', 'NP300'); popularity is units sold since 2010. */
export const vehicleSubBrands = pg.pgTable(
  'vehicle_sub_brands',
  {
    id: pg.text('id').primaryKey(),
    brandId: pg
      .text('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    name: pg.text('name').notNull(),
    vehicleType: pg.text('vehicle_type', { enum: ['car', 'pickup', 'motorcycle'] }).notNull(),
    segment: pg.text('segment').notNull(),
    unitsSold: pg.integer('units_sold').notNull(),
  },
  (table) => [pg.index('vehicle_sub_brands_brand_idx').on(table.brandId)],
);

/** One model year of a sub-brand: the spec's modelId. */
export const vehicleModels = pg.pgTable(
  'vehicle_models',
  {
    id: pg.text('id').primaryKey(),
    subBrandId: pg
      .text('sub_brand_id')
      .notNull()
      .references(() => vehicleSubBrands.id),
    year: pg.integer('year').notNull(),
  },
  (table) => [pg.index('vehicle_models_sub_brand_idx').on(table.subBrandId)],
);

/**
 * A trim (SAT key and version text, e.g. 'Advance T/A A/C 1.6 lts.') with the model years it is
 * offered in. A version, the spec's versionId, is a trim in one model year ('0044705-2019');
 * its insured value is the estimated new price depreciated to that year (value-model.ts), so
 * the catalogue keeps one row per trim instead of one per trim and year.
 */
export const vehicleTrims = pg.pgTable(
  'vehicle_trims',
  {
    key: pg.text('key').primaryKey(),
    subBrandId: pg
      .text('sub_brand_id')
      .notNull()
      .references(() => vehicleSubBrands.id),
    description: pg.text('description').notNull(),
    firstYear: pg.integer('first_year').notNull(),
    lastYear: pg.integer('last_year').notNull(),
    /** Estimated price new, MXN (see data/ATTRIBUTION.md). */
    newPrice: pg.integer('new_price').notNull(),
  },
  (table) => [pg.index('vehicle_trims_sub_brand_idx').on(table.subBrandId)],
);

/** Each insurer's own key for a trim; with the model year it names one of our versions. */
export const insurerVersionKeys = pg.pgTable(
  'insurer_version_keys',
  {
    insurerCode: pg.text('insurer_code', { enum: insurerCodes }).notNull(),
    trimKey: pg.text('trim_key').notNull(),
    insurerKey: pg.text('insurer_key').notNull(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.insurerCode, table.trimKey] }),
    pg.index('insurer_version_keys_key_idx').on(table.insurerKey),
  ],
);

/** One settlement (colonia) of a postal code. */
export const postalSettlements = pg.pgTable(
  'postal_settlements',
  {
    id: pg.text('id').primaryKey(),
    postalCode: pg.text('postal_code').notNull(),
    name: pg.text('name').notNull(),
    stateCode: pg.text('state_code').notNull(),
    municipality: pg.text('municipality').notNull(),
    /** Empty for rural settlements: the lookup then answers the municipality. */
    city: pg.text('city').notNull(),
  },
  (table) => [pg.index('postal_settlements_postal_code_idx').on(table.postalCode)],
);

/** Banks that issue cards in Mexico, by ABM code. */
export const banks = pg.pgTable('banks', {
  code: pg.text('code').primaryKey(),
  name: pg.text('name').notNull(),
});

/** The interest-free instalment plans (MSI) a bank offers on its credit cards. */
export const bankInstallmentPlans = pg.pgTable(
  'bank_installment_plans',
  {
    bankCode: pg
      .text('bank_code')
      .notNull()
      .references(() => banks.code),
    months: pg.integer('months').notNull(),
  },
  (table) => [pg.primaryKey({ columns: [table.bankCode, table.months] })],
);

/** Card BINs issued in Mexico. */
export const cardBins = pg.pgTable('card_bins', {
  bin: pg.text('bin').primaryKey(),
  scheme: pg.text('scheme').notNull(),
  cardType: pg.text('card_type').notNull(),
  category: pg.text('category').notNull(),
  issuer: pg.text('issuer').notNull(),
  /** The issuing bank's ABM code when the issuer name is recognised. */
  bankCode: pg.text('bank_code'),
  /** bank, department-store or voucher (data/payments/card-classes.csv); only bank cards pay. */
  cardClass: pg.text('card_class', { enum: cardClasses }).notNull().default('bank'),
});

/** The sandbox plate registry: plates that resolve to a registered vehicle. */
export const registeredPlates = pg.pgTable('registered_plates', {
  licensePlates: pg.text('license_plates').primaryKey(),
  trimKey: pg
    .text('trim_key')
    .notNull()
    .references(() => vehicleTrims.key),
  modelYear: pg.integer('model_year').notNull(),
  vin: pg.text('vin').notNull(),
  engineNumber: pg.text('engine_number').notNull(),
  stateCode: pg.text('state_code').notNull(),
});
