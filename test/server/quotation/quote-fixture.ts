import { and, desc, eq, ilike } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import {
  vehicleBrands,
  vehicleModels,
  vehicleSubBrands,
} from '../../../src/server/db/schema/index';
import { listVersions } from '../../../src/server/catalog/vehicles/version-store';
import { appForThisFile } from '../../support/test-app';

export interface CatalogueVersion {
  versionId: string;
  modelYear: number;
  insuredValue: number;
}

/** The seeded catalogue's first version (by description) of a model year. */
async function firstVersionOf(app: Pick<App, 'db'>, modelId: string, modelYear: number) {
  const [version] = await listVersions(app.db, modelId);
  if (!version) throw new Error(`No version of ${modelId} in the catalogue`);
  return { versionId: version.id, modelYear, insuredValue: version.insuredValue };
}

/** The seeded catalogue's first version of a make and model in a model year. */
export async function findCatalogueVersion(
  app: Pick<App, 'db'>,
  brand: string,
  subBrand: string,
  modelYear: number,
): Promise<CatalogueVersion> {
  const [model] = await app.db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleModels.subBrandId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleSubBrands.brandId))
    .where(
      and(
        ilike(vehicleBrands.name, brand),
        ilike(vehicleSubBrands.name, subBrand),
        eq(vehicleModels.year, modelYear),
      ),
    );
  if (!model) throw new Error(`No ${brand} ${subBrand} ${modelYear} in the catalogue`);
  return firstVersionOf(app, model.id, modelYear);
}

/** The newest motorcycle version of the seeded catalogue. */
export async function findMotorcycleVersion(app: App): Promise<CatalogueVersion> {
  const [model] = await app.db
    .select({ id: vehicleModels.id, year: vehicleModels.year })
    .from(vehicleModels)
    .innerJoin(vehicleSubBrands, eq(vehicleSubBrands.id, vehicleModels.subBrandId))
    .where(eq(vehicleSubBrands.vehicleType, 'motorcycle'))
    .orderBy(desc(vehicleModels.year))
    .limit(1);
  if (!model) throw new Error('No motorcycle in the catalogue');
  return firstVersionOf(app, model.id, model.year);
}

/** Postal codes of the seeded national catalogue. */
/** The app of a quoting test file, one browser's session, and the Versa 2020 most tests quote. */
export async function quotingAppForThisFile(env: Record<string, string> = {}) {
  const { app, session } = await appForThisFile(env);
  return { app, session, versa2020: await findCatalogueVersion(app, 'Nissan', 'Versa', 2020) };
}

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
