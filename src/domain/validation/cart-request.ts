import * as v from 'valibot';
import {
  addressPostalCodeSchema,
  externalNumberSchema,
  internalNumberSchema,
  neighborhoodIdSchema,
  streetSchema,
} from './address-fields';
import { emailSchema, phoneSchema, type EmailSchema } from './contact-fields';
import { isoBirthdateSchema } from './date-fields';
import {
  beneficiaryCompanyNameSchema,
  companyNameSchema,
  firstNameSchema,
  fiscalRegimeSchema,
  genderSchema,
  maternalSurnameSchema,
  paternalSurnameSchema,
} from './identity-fields';
import { anyRfcSchema } from './rfc-fields';
import { cartIdSchema } from './cart-id';
import { languageSchema } from './language-field';
import { cartStoreSchema } from './cart-store';
import { messages } from './messages';
import * as policyFields from './policy-fields';
import { fields, identifier, optionalText } from './rules';
import {
  companyEngineNumberSchema,
  licensePlatesSchema,
  versionIdSchema,
  vinSchema,
} from './vehicle-fields';

/**
 * POST /api/quotation/save-cart: the spec's saved-cart shape. A cart is saved part-way, so every
 * datum is optional, but each one given must be valid; blank texts read as absent. Only the
 * listed fields are kept: anything else, card data above all, is dropped. The cartId is any
 * identifier: one that names no live cart (an expired one) saves a new cart.
 */
export function createSaveCartRequestSchema(email: EmailSchema = emailSchema) {
  return fields({
    cartId: optionalText(identifier(messages.invalidRequest)),
    store: cartStoreSchema,
    quote: fields({
      vehicle: v.optional(
        fields({
          engineNumber: optionalText(companyEngineNumberSchema),
          licensePlates: optionalText(licensePlatesSchema),
          versionId: optionalText(versionIdSchema),
          vin: optionalText(vinSchema),
        }),
      ),
      policy: v.optional(
        fields({
          package: v.optional(policyFields.packageSchema),
          paymentFrequency: v.optional(policyFields.paymentFrequencySchema),
          promocode: optionalText(policyFields.promoCodeSchema),
          validity: v.optional(policyFields.validitySchema),
          compensationValue: v.optional(policyFields.compensationValueSchema),
          /** Ours: the indemnity value chosen (+10 and Convenido are stored as commercial). */
          indemnityValue: v.optional(policyFields.indemnityValueSchema),
          hasCoveragesEdited: v.optional(v.boolean(messages.invalidRequest)),
        }),
      ),
      client: v.optional(
        fields({
          birthdate: optionalText(isoBirthdateSchema),
          companyName: optionalText(companyNameSchema),
          emailAddress: optionalText(email),
          firstName: optionalText(firstNameSchema),
          fiscalRegime: v.optional(fiscalRegimeSchema),
          gender: v.optional(genderSchema),
          maternalSurname: optionalText(maternalSurnameSchema),
          paternalSurname: optionalText(paternalSurnameSchema),
          phoneNumber: optionalText(phoneSchema),
          tin: optionalText(anyRfcSchema),
          leadId: optionalText(identifier(messages.invalidRequest)),
          address: v.optional(
            fields({
              neighborhoodId: optionalText(neighborhoodIdSchema),
              street: optionalText(streetSchema),
              externalNumber: optionalText(externalNumberSchema),
              internalNumber: internalNumberSchema,
              postalCode: optionalText(addressPostalCodeSchema),
            }),
          ),
        }),
      ),
      preferredBeneficiary: v.optional(
        fields({
          companyName: optionalText(beneficiaryCompanyNameSchema),
          birthdate: optionalText(isoBirthdateSchema),
          tin: optionalText(anyRfcSchema),
          fiscalRegime: v.optional(fiscalRegimeSchema),
        }),
      ),
    }),
    partnerCode: policyFields.partnerCodeSchema,
  });
}

export const saveCartRequestSchema = createSaveCartRequestSchema();

/** GET /quotation/get-cart?id: a malformed id reads as a cart that cannot be recovered. */
export const getCartQuerySchema = fields({ id: cartIdSchema });

/** POST /api/quotation/cart-access-link: mails the cart's own address a link that proves it. */
export const cartAccessLinkRequestSchema = fields({
  cartId: cartIdSchema,
  language: languageSchema,
});

export type SaveCartRequestInput = v.InferInput<typeof saveCartRequestSchema>;
export type SaveCartRequest = v.InferOutput<typeof saveCartRequestSchema>;
export type CartStore = SaveCartRequest['store'];
export type CartQuote = SaveCartRequest['quote'];
/** The answer of get-cart: the store and the quote's sections side by side. */
export type RestoredCart = { store: CartStore } & CartQuote;
