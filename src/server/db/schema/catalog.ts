import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { insurerCodes } from '../../../domain/insurers/insurers';
import { cardClasses } from '../../../domain/payment/card-class';

/**
 * The reference catalogue (data/ATTRIBUTION.md names every source). Ids are stable texts
 * derived from the data (slugs, SAT keys, postal codes), so a reseed keeps the ids saved
 * carts and quotes refer to.
 */

/** Consumer brands ('Nissan', 'Chevrolet'), not the registrant companies of the SAT file. */
export const vehicleBrands = pgTable('vehicle_brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** The models a buyer types ('Versa', 'NP300'); popularity is units sold since 2010. */
export const vehicleSubBrands = pgTable(
  'vehicle_sub_brands',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    name: text('name').notNull(),
    vehicleType: text('vehicle_type', { enum: ['car', 'pickup', 'motorcycle'] }).notNull(),
    segment: text('segment').notNull(),
    unitsSold: integer('units_sold').notNull(),
  },
  (table) => [index('vehicle_sub_brands_brand_idx').on(table.brandId)],
);

/** One model year of a sub-brand: the spec's modelId. */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: text('id').primaryKey(),
    subBrandId: text('sub_brand_id')
      .notNull()
      .references(() => vehicleSubBrands.id),
    year: integer('year').notNull(),
  },
  (table) => [index('vehicle_models_sub_brand_idx').on(table.subBrandId)],
);

/**
 * A trim (SAT key and version text, e.g. 'Advance T/A A/C 1.6 lts.') with the model years it is
 * offered in. A version, the spec's versionId, is a trim in one model year ('0044705-2019');
 * its insured value is the estimated new price depreciated to that year (value-model.ts), so
 * the catalogue keeps one row per trim instead of one per trim and year.
 */
export const vehicleTrims = pgTable(
  'vehicle_trims',
  {
    key: text('key').primaryKey(),
    subBrandId: text('sub_brand_id')
      .notNull()
      .references(() => vehicleSubBrands.id),
    description: text('description').notNull(),
    firstYear: integer('first_year').notNull(),
    lastYear: integer('last_year').notNull(),
    /** Estimated price new, MXN (see data/ATTRIBUTION.md). */
    newPrice: integer('new_price').notNull(),
  },
  (table) => [index('vehicle_trims_sub_brand_idx').on(table.subBrandId)],
);

/** Each insurer's own key for a trim; with the model year it names one of our versions. */
export const insurerVersionKeys = pgTable(
  'insurer_version_keys',
  {
    insurerCode: text('insurer_code', { enum: insurerCodes }).notNull(),
    trimKey: text('trim_key').notNull(),
    insurerKey: text('insurer_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.insurerCode, table.trimKey] }),
    index('insurer_version_keys_key_idx').on(table.insurerKey),
  ],
);

/** One settlement (colonia) of a postal code. */
export const postalSettlements = pgTable(
  'postal_settlements',
  {
    id: text('id').primaryKey(),
    postalCode: text('postal_code').notNull(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    municipality: text('municipality').notNull(),
    /** Empty for rural settlements: the lookup then answers the municipality. */
    city: text('city').notNull(),
  },
  (table) => [index('postal_settlements_postal_code_idx').on(table.postalCode)],
);

/** Banks that issue cards in Mexico, by ABM code. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** The interest-free instalment plans (MSI) a bank offers on its credit cards. */
export const bankInstallmentPlans = pgTable(
  'bank_installment_plans',
  {
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    months: integer('months').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bankCode, table.months] })],
);

/** Card BINs issued in Mexico. */
export const cardBins = pgTable('card_bins', {
  bin: text('bin').primaryKey(),
  scheme: text('scheme').notNull(),
  cardType: text('card_type').notNull(),
  category: text('category').notNull(),
  issuer: text('issuer').notNull(),
  /** The issuing bank's ABM code when the issuer name is recognised. */
  bankCode: text('bank_code'),
  /** bank, department-store or voucher (data/payments/card-classes.csv); only bank cards pay. */
  cardClass: text('card_class', { enum: cardClasses }).notNull().default('bank'),
});

/** The sandbox plate registry: plates that resolve to a registered vehicle. */
export const registeredPlates = pgTable('registered_plates', {
  licensePlates: text('license_plates').primaryKey(),
  trimKey: text('trim_key')
    .notNull()
    .references(() => vehicleTrims.key),
  modelYear: integer('model_year').notNull(),
  vin: text('vin').notNull(),
  engineNumber: text('engine_number').notNull(),
  stateCode: text('state_code').notNull(),
});
