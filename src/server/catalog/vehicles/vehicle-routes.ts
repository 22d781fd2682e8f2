import { vehicleNotFoundMessage } from '../../../domain/quote/quotation';
import type { FastifyInstance } from 'fastify';
import {
  isQuotedVehicle,
  type InsurerVersion,
  type SubBrand,
  type TranslatedInsurerVersion,
} from '../../../domain/vehicle/vehicle-catalog';
import * as v from 'valibot';
import { insurerCodeSchema } from '../../../domain/validation/policy-fields';
import {
  catalogMessages,
  insurerVersionRequestSchema,
  listBrandsRequestSchema,
  listModelsRequestSchema,
  listSubBrandsRequestSchema,
  listVersionsRequestSchema,
  versionRequestSchema,
} from '../../../domain/validation/catalog-requests';
import type { ValibotTypeProvider } from '../../http/valibot-provider';
import { notFound } from '../../http/errors';
import { versionId } from './version-id';
import { listVersions } from './version-store';
import { SubBrandSearch } from './sub-brand-search';
import { ReferenceCache } from '../reference-cache';
import {
  insurerKeyOf,
  listBrands,
  listModels,
  subBrandEntries,
  trimOfInsurerKey,
} from './vehicle-store';

/** The autocomplete answers a handful of suggestions, not the catalogue. */
const suggestionLimit = 20;
/**
 * Buyers type the same prefixes ('ve', 'ver', 'vers'…): the suggestions of the last few
 * thousand queries are kept, since each search scores every sub-brand.
 */
const suggestionCacheLimits = { maxEntries: 5000, ttlMs: 60 * 60 * 1000 };

export const providerHeaderMessage = 'Indica la aseguradora en el encabezado X-Provider-Code.';

/** The insurer header of insurer-specific calls; the other headers pass untouched. */
const providerHeaders = v.looseObject(
  { 'x-provider-code': insurerCodeSchema },
  providerHeaderMessage,
);

/** Brands, sub-brands, model years, versions and insurer keys of the vehicle catalogue. */
export async function vehicleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const entries = await subBrandEntries(app.db);
  const subBrands = new SubBrandSearch(entries);
  // The wizard's search offers only what can be quoted: no motorcycles (docs/behaviour/choices.md).
  const quotedSubBrands = new SubBrandSearch(entries.filter(isQuotedVehicle));
  const suggestions = new ReferenceCache<SubBrand[]>(suggestionCacheLimits);

  async function knownVersion(id: string) {
    const version = await app.catalog.findVersion(id);
    if (!version) throw notFound(vehicleNotFoundMessage);
    return version;
  }

  api.get(
    '/api/catalog/get-all-sub-brand',
    { schema: { tags: ['catalog'], summary: 'Every sub-brand, sorted by name' } },
    async () => ({ data: subBrands.list() }),
  );

  api.post(
    '/api/catalog/list-brands',
    { schema: { tags: ['catalog'], summary: 'Vehicle brands', body: listBrandsRequestSchema } },
    async (request) => ({ data: await listBrands(app.db, request.body) }),
  );

  api.post(
    '/api/catalog/list-sub-brands',
    {
      schema: {
        tags: ['catalog'],
        summary: "The wizard's vehicle search: best matches and best sellers first",
        body: listSubBrandsRequestSchema,
      },
    },
    async (request) => {
      const { description, name, brandId } = request.body;
      const typed = description ?? name;
      return {
        data: typed
          ? await suggestions.get(`${brandId ?? ''}\n${typed}`, async () =>
              quotedSubBrands.search(typed, { brandId, limit: suggestionLimit }),
            )
          : quotedSubBrands.list(brandId),
      };
    },
  );

  api.post(
    '/api/catalog/list-models',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Model years, newest first',
        body: listModelsRequestSchema,
      },
    },
    async (request) => ({ data: await listModels(app.db, request.body.subBrandId) }),
  );

  api.post(
    '/api/catalog/list-versions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Versions of a model year with their estimated value',
        body: listVersionsRequestSchema,
      },
    },
    async (request) => ({ data: await listVersions(app.db, request.body.modelId) }),
  );

  api.post(
    '/catalog/get-vehicle-information',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A version with its vehicle facts',
        body: versionRequestSchema,
      },
    },
    async (request) => ({ data: await knownVersion(request.body.versionId) }),
  );

  api.post(
    '/catalog/translate-version',
    {
      schema: {
        tags: ['catalog'],
        summary: "The insurer's own key for a version (insurer in X-Provider-Code)",
        body: versionRequestSchema,
        headers: providerHeaders,
      },
    },
    async (request): Promise<{ data: InsurerVersion }> => {
      const providerCode = request.headers['x-provider-code'];
      const version = await knownVersion(request.body.versionId);
      const versionCode = await insurerKeyOf(app.db, providerCode, version.trimKey);
      if (!versionCode) throw notFound(catalogMessages.insurerVersionNotFound);
      return {
        data: { versionId: version.versionId, providerCode, versionCode, model: version.modelYear },
      };
    },
  );

  api.post(
    '/catalog/translate-insurer-version',
    {
      schema: {
        tags: ['catalog'],
        summary: "Our version for an insurer's key and model year",
        body: insurerVersionRequestSchema,
        headers: v.partial(providerHeaders),
      },
    },
    async (request): Promise<{ data: TranslatedInsurerVersion }> => {
      const { versionCode, model } = request.body;
      const trim = await trimOfInsurerKey(app.db, versionCode, request.headers['x-provider-code']);
      const version = trim && (await app.catalog.findVersion(versionId(trim.trimKey, model)));
      if (!version) throw notFound(catalogMessages.insurerVersionNotFound);
      return { data: { ...version, providerCode: trim.insurerCode, versionCode } };
    },
  );
}
