import * as v from 'valibot';
import { quotePostalCodeSchema } from './address-fields';
import { messages } from './messages';
import { bankSchema } from './payment-fields';
import { insurerCodeSchema, partnerCodeSchema, promoCodeSchema } from './policy-fields';
import { fields, identifier, optionalText, patternText } from './rules';
import {
  licensePlatesSchema,
  modelIdSchema,
  modelYearSchema,
  subbrandIdSchema,
  versionIdSchema,
} from './vehicle-fields';

/** A catalogue call's fields and, when it speaks for one insurer, that insurer's code. */
function insurerCatalogCall<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return fields({ ...entries, providerCode: v.optional(insurerCodeSchema) });
}

/** Free search text of the catalogue's lists (the wizard's autocomplete, bank names). */
const searchTextSchema = optionalText(patternText(/^[^<>]*$/, messages.invalidRequest, 60));

/** POST /api/catalog/list-brands. */
export const listBrandsRequestSchema = fields({
  brandId: optionalText(identifier(messages.brandAndModelRequired)),
  name: searchTextSchema,
});

/** POST /api/catalog/list-sub-brands: the wizard's autocomplete. */
export const listSubBrandsRequestSchema = insurerCatalogCall({
  description: searchTextSchema,
  name: searchTextSchema,
  brandId: optionalText(identifier(messages.brandAndModelRequired)),
});

/** POST /api/catalog/list-models: the model years of a sub-brand. */
export const listModelsRequestSchema = insurerCatalogCall({
  subBrandId: subbrandIdSchema,
});

/** POST /api/catalog/list-versions: the versions of a model year. */
export const listVersionsRequestSchema = insurerCatalogCall({
  modelId: modelIdSchema,
  partnerCode: v.optional(partnerCodeSchema),
});

/** POST /catalog/get-vehicle-information and /catalog/translate-version. */
export const versionRequestSchema = fields({ versionId: versionIdSchema });

/** POST /catalog/translate-insurer-version: an insurer's vehicle key and the model year. */
export const insurerVersionRequestSchema = fields({
  versionCode: patternText(/^[\w-]+$/, messages.version, 40),
  model: modelYearSchema,
});

/** POST /api/catalog/get-postal-location and /api/catalog/verify-neighborhoods. */
export const postalLocationRequestSchema = insurerCatalogCall({
  postalCode: quotePostalCodeSchema,
});

/** POST /api/catalog/list-banks. */
export const listBanksRequestSchema = insurerCatalogCall({
  name: searchTextSchema,
});

/** POST /api/catalog/list-bank-installments. */
export const bankInstallmentsRequestSchema = insurerCatalogCall({
  bankCode: bankSchema,
});

/** GET /api/quotation/get-promocode-data?promocode. */
export const promoCodeQuerySchema = fields({ promocode: promoCodeSchema });

/** GET /api/vehicle/get-vehicle-information: the plate registry lookup. */
export const vehicleByPlatesQuerySchema = fields({
  licensePlates: licensePlatesSchema,
  postalCode: quotePostalCodeSchema,
  vehicleDetailTypeCode: v.optional(patternText(/^[A-Z]+$/, messages.invalidRequest, 20), 'AUTO'),
});

/** Answers of the catalogue calls when what was asked for does not exist. */
export const catalogMessages = {
  /** docs/behaviour/purchase/payment.md#protecting-the-card */
  bankNotFound: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
  /** Ours: the cart then asks for the serial and engine numbers. */
  platesNotFound: 'No encontramos un vehículo registrado con esas placas.',
  /** Ours: an insurer key that names none of our versions. */
  insurerVersionNotFound: 'No encontramos esa versión en el catálogo de la aseguradora.',
} as const;
