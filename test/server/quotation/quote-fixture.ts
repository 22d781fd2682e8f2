import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import {
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
  vehicleVersions,
} from '../../../src/server/db/schema/index';

export interface CatalogueVersion {
  versionId: string;
  modelYear: number;
  insuredValue: number;
}

/** The seeded catalogue's first version of a make and model in a model year. */
export async function findCatalogueVersion(
  app: App,
  brand: string,
  subBrand: string,
  modelYear: number,
): Promise<CatalogueVersion> {
  const [row] = await app.db
    .select({
      versionId: vehicleVersions.id,
      modelYear: vehicleModels.year,
      insuredValue: vehicleVersions.insuredValue,
    })
    .from(vehicleVersions)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleModels.subBrandId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleSubBrands.brandId))
    .where(
      and(
        ilike(vehicleBrands.name, brand),
        ilike(vehicleSubBrands.name, subBrand),
        eq(vehicleModels.year, modelYear),
      ),
    )
    .orderBy(asc(vehicleVersions.description))
    .limit(1);
  if (!row) throw new Error(`No ${brand} ${subBrand} ${modelYear} in the catalogue`);
  return row;
}

/** The newest motorcycle version of the seeded catalogue. */
export async function findMotorcycleVersion(app: App): Promise<CatalogueVersion> {
  const [row] = await app.db
    .select({
      versionId: vehicleVersions.id,
      modelYear: vehicleModels.year,
      insuredValue: vehicleVersions.insuredValue,
    })
    .from(vehicleVersions)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleModels.subBrandId))
    .where(eq(vehicleSubBrands.vehicleType, 'motorcycle'))
    .orderBy(desc(vehicleModels.year))
    .limit(1);
  if (!row) throw new Error('No motorcycle in the catalogue');
  return row;
}

/** Postal codes of the seeded national catalogue. */
export const postalCodes = {
  /** Roma Norte, Ciudad de México. */
  cdmx: '06700',
  /** Tuxtla Gutiérrez, Chiapas: General de Seguros and SURA do not write business there. */
  chiapas: '29000',
} as const;

/** A 38-year-old man in Mexico City, quoting Amplia, annual payment. */
export function quoteBody(version: CatalogueVersion, overrides: Record<string, unknown> = {}) {
  return {
    versionId: version.versionId,
    model: version.modelYear,
    postalCode: postalCodes.cdmx,
    personType: 'natural',
    gender: 'male',
    birthdate: birthdateForAge(38),
    package: 0,
    paymentFrequency: 0,
    partnerCode: 'cotizauto',
    ...overrides,
  };
}

/** A birth date that makes the driver this old today (a day short of the next birthday). */
export function birthdateForAge(age: number): string {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()),
  );
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Parses an NDJSON body into its lines. */
export function ndjsonLines<T>(body: string): T[] {
  return body
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as T);
}
