import * as v from 'valibot';

/**
 * The saved cart of both specs (section 3): what the browser stores to restore a quote or a
 * purchase later. Every field is optional because a cart is saved part-way through the flow,
 * and values are kept as typed (no format rules) so that a restore gives back exactly what was
 * saved. Only the listed fields are kept: anything else, card data above all, is dropped.
 */

export const cartNotRecoveredMessage = (cartId?: string) =>
  cartId ? `No pudimos recuperar el carrito ${cartId}.` : 'No pudimos recuperar el carrito.';

const invalidCartValue = 'El carrito contiene un dato inválido.';

const text = v.nullish(v.pipe(v.string(invalidCartValue), v.maxLength(300, invalidCartValue)));
/** Catalogue ids and enumeration values arrive as numbers or strings depending on the source. */
const code = v.nullish(
  v.union([v.pipe(v.string(), v.maxLength(100)), v.pipe(v.number(), v.finite())], invalidCartValue),
);
const step = v.nullish(
  v.pipe(v.number(invalidCartValue), v.integer(invalidCartValue), v.minValue(0, invalidCartValue)),
);
const flag = v.nullish(v.boolean(invalidCartValue));
const section = <T extends v.ObjectEntries>(entries: T) =>
  v.optional(v.object(entries, invalidCartValue));

export const cartStoreSchema = v.object(
  {
    quotationStep: step,
    emissionStep: step,
    modelId: code,
    subbrandId: code,
    selectedProvider: text,
    selectedInsurer: text,
  },
  invalidCartValue,
);

export const cartQuoteSchema = v.object(
  {
    vehicle: section({ engineNumber: text, licensePlates: text, versionId: code, vin: text }),
    policy: section({
      package: code,
      paymentFrequency: code,
      promocode: text,
      validity: code,
      compensationValue: code,
      hasCoveragesEdited: flag,
    }),
    client: section({
      birthdate: text,
      companyName: text,
      emailAddress: text,
      firstName: text,
      fiscalRegime: code,
      gender: code,
      maternalSurname: text,
      paternalSurname: text,
      phoneNumber: text,
      tin: text,
      leadId: text,
      address: section({
        neighborhoodId: code,
        street: text,
        externalNumber: text,
        internalNumber: text,
        postalCode: text,
      }),
    }),
    preferredBeneficiary: section({
      companyName: text,
      birthdate: text,
      tin: text,
      fiscalRegime: code,
    }),
  },
  invalidCartValue,
);

/** POST /api/quotation/save-cart: with the cartId of a live cart the save updates that cart. */
export const saveCartBody = v.object(
  {
    cartId: v.optional(v.pipe(v.string(invalidCartValue), v.maxLength(100, invalidCartValue))),
    store: cartStoreSchema,
    quote: cartQuoteSchema,
    partnerCode: v.optional(v.string()),
  },
  invalidCartValue,
);

/** Cart ids are UUIDs; a malformed one cannot name a cart, so it reads as not recovered. */
export const cartIdSchema = v.pipe(
  v.string(cartNotRecoveredMessage()),
  v.uuid(cartNotRecoveredMessage()),
);

/** GET /quotation/get-cart?id */
export const getCartQuery = v.object({ id: cartIdSchema }, cartNotRecoveredMessage());

export type CartStore = v.InferOutput<typeof cartStoreSchema>;
export type CartQuote = v.InferOutput<typeof cartQuoteSchema>;
export type SaveCartBody = v.InferOutput<typeof saveCartBody>;

/** The answer of get-cart: the store and the quote's sections side by side. */
export type RestoredCart = { store: CartStore } & CartQuote;
