import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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

/** A trim of one model year, with its estimated commercial value in MXN. */
export const vehicleVersions = pgTable(
  'vehicle_versions',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => vehicleModels.id),
    /** The SAT vehicle key of the trim (Anexo 15), shared by every model year. */
    trimKey: text('trim_key').notNull(),
    description: text('description').notNull(),
    insuredValue: integer('insured_value').notNull(),
  },
  (table) => [index('vehicle_versions_model_idx').on(table.modelId)],
);

/** Each insurer's own key for a trim; with the model year it names one of our versions. */
export const insurerVersionKeys = pgTable(
  'insurer_version_keys',
  {
    insurerCode: text('insurer_code').notNull(),
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
});

/** The sandbox plate registry: plates that resolve to a registered vehicle. */
export const registeredPlates = pgTable('registered_plates', {
  licensePlates: text('license_plates').primaryKey(),
  versionId: text('version_id')
    .notNull()
    .references(() => vehicleVersions.id),
  vin: text('vin').notNull(),
  engineNumber: text('engine_number').notNull(),
  stateCode: text('state_code').notNull(),
});
