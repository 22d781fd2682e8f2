import * as v from 'valibot';
import type { ArrivalParams } from '../../src/domain/site/arrival';
import {
  rangedFilters,
  specialCovers,
  switchFilters,
  type RangedFilter,
  type SwitchFilter,
} from '../../src/domain/coverage/coverage';
import type { Customisation } from '../../src/domain/coverage/customise-filters';
import { insurerCodes } from '../../src/domain/insurers/insurers';
import { packageQuoteOrder } from '../../src/domain/coverage/packages';
import { paymentFrequencyCodes } from '../../src/domain/payment/payment-frequencies';
import { genders, personTypeKeys } from '../../src/domain/quote/person';
import { priceAdjustmentSchema } from '../../src/domain/quote/price-adjustments';
import type { PromoData } from '../../src/domain/site/promo';
import type { Quotation } from '../../src/domain/quote/quotation';
import { clientRoutes } from '../../src/domain/site/routes';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import { cartStoreSchema } from '../../src/domain/validation/cart-store';
import type {
  CartQuote,
  RestoredCart,
  SaveCartRequest,
} from '../../src/domain/validation/cart-request';
import { indemnityValueKeys, validityYears } from '../../src/domain/quote/policy';
import type { ShapeOf } from './machine-schemas';
import type { QuoteChoices, QuoteInputs } from '../contracts/quotation-link';

/**
 * The shapes of the data that travel between the flows and sit in their contexts, as their
 * schemas read them (machine-schemas.ts). They check types and choices, not the business rules:
 * a flow refuses a wrong promo code or an RFC itself, with its own message.
 */

export const insurerCodeShape = v.picklist(insurerCodes);
export const packageShape = v.picklist(packageQuoteOrder);
export const paymentFrequencyShape = v.picklist(paymentFrequencyCodes);
export const clientRouteShape = v.picklist(Object.values(clientRoutes));
export const textList = v.array(v.string());

export const arrivalShape: ShapeOf<ArrivalParams> = v.object({
  cartId: v.optional(v.string()),
  canary: v.boolean(),
  promoCode: v.optional(v.string()),
});

export const quoteInputsShape: ShapeOf<QuoteInputs> = v.object({
  subbrandId: v.string(),
  subbrandName: v.string(),
  brandName: v.string(),
  modelId: v.string(),
  model: v.number(),
  postalCode: v.string(),
  supportedInsurers: textList,
  personType: v.picklist(personTypeKeys),
  gender: v.optional(v.picklist(genders.map((gender) => gender.key))),
  birthdate: v.optional(v.string()),
  versionId: v.optional(v.string()),
  leadId: v.optional(v.string()),
});

export const quoteChoicesEntries = {
  policy: v.optional(
    v.object({
      paymentFrequency: v.optional(paymentFrequencyShape),
      validity: v.optional(v.picklist(validityYears)),
      indemnityValue: v.optional(v.picklist(indemnityValueKeys)),
      hasCoveragesEdited: v.optional(v.boolean()),
    }),
  ),
  package: v.optional(packageShape),
} satisfies v.ObjectEntries;

export const quoteChoicesShape: ShapeOf<QuoteChoices> = v.object(quoteChoicesEntries);

export const promoDataEntries = {
  skipPayment: v.boolean(),
  isFinancial: v.boolean(),
  logoUrl: v.nullable(v.string()),
  showContactFormInCart: v.boolean(),
  skipSeeQuote: v.boolean(),
  businessName: v.nullable(v.string()),
  tin: v.nullable(v.string()),
  partnerCode: v.nullable(v.string()),
  activeMultiannual: v.boolean(),
  onlyCashPayment: v.boolean(),
} satisfies v.ObjectEntries;

export const promoDataShape: ShapeOf<PromoData> = v.object(promoDataEntries);

const coverageLineShape = v.object({
  included: v.boolean(),
  sumInsured: v.nullable(v.number()),
  deductiblePercent: v.nullable(v.number()),
  extent: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('assistance'), eventsPerYear: v.number(), towKm: v.number() }),
      v.object({ kind: v.literal('days'), days: v.number() }),
      v.object({ kind: v.literal('agencyUpTo'), years: v.number() }),
    ]),
  ),
  deductibleChoices: v.optional(v.array(v.number())),
});

/** A quotation stored before a cover was listed did not give it. */
const laterCoverageLineShape = v.optional(coverageLineShape, {
  included: false,
  sumInsured: null,
  deductiblePercent: null,
});

export const quotationShape: ShapeOf<Quotation> = v.object({
  id: v.string(),
  providerCode: insurerCodeShape,
  package: packageShape,
  paymentFrequency: paymentFrequencyShape,
  regularPrice: v.number(),
  discountPrice: v.number(),
  savingsPercent: v.number(),
  firstPayment: v.number(),
  nextPayments: v.number(),
  payments: v.number(),
  coverages: v.object({
    rcThird: coverageLineShape,
    rcCatastrophic: coverageLineShape,
    roadAssistance: coverageLineShape,
    legalDefense: coverageLineShape,
    medicalCost: coverageLineShape,
    theft: coverageLineShape,
    materialDamage: coverageLineShape,
    agencyRepair: laterCoverageLineShape,
    substituteCar: laterCoverageLineShape,
  }),
  breakdown: v.object({
    basePremium: v.number(),
    adjustments: v.array(priceAdjustmentSchema),
    netPremium: v.number(),
    instalmentSurcharge: v.number(),
    policyFee: v.number(),
    iva: v.number(),
    total: v.number(),
  }),
  expiresAt: v.string(),
});

export const versionShape: ShapeOf<Version> = v.object({
  id: v.string(),
  description: v.string(),
  modelId: v.string(),
  insuredValue: v.number(),
});

export const rangedFilterShape = v.picklist(rangedFilters);
export const switchFilterShape = v.picklist(switchFilters);
export const specialCoverShape = v.picklist(specialCovers);

export const customisationShape: ShapeOf<Customisation> = v.object({
  filters: v.object({
    thirdDamages: v.number(),
    thirdDeaths: v.number(),
    pasengersMedicalExpenses: v.number(),
    theftDeductible: v.number(),
    deductibleDamage: v.number(),
    roadAssistance: v.boolean(),
    legalDefense: v.boolean(),
  } satisfies Record<RangedFilter | SwitchFilter, v.GenericSchema>),
  specialCovers: v.array(specialCoverShape),
});

/**
 * Data a flow received from a call and keeps as it came (a request body it re-sends, the
 * server's answer): only checked to be an object; the server checks it again when it is sent.
 */
export const objectShape = <T>() =>
  v.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * The quote's sections of a saved cart: the server checked each field when the cart was saved
 * and checks them again when it is saved anew, so only their being objects is checked here
 * (their rules, an RFC's above all, would put the whole cart schema on the home page).
 */
const cartQuoteSections = {
  vehicle: v.optional(objectShape<NonNullable<CartQuote['vehicle']>>()),
  policy: v.optional(objectShape<NonNullable<CartQuote['policy']>>()),
  client: v.optional(objectShape<NonNullable<CartQuote['client']>>()),
  preferredBeneficiary: v.optional(objectShape<NonNullable<CartQuote['preferredBeneficiary']>>()),
} satisfies Record<keyof CartQuote, v.GenericSchema>;

/** A saved cart as the server gives it back. */
export const restoredCartShape: ShapeOf<RestoredCart> = v.object({
  store: cartStoreSchema,
  ...cartQuoteSections,
});

/** A cart as the save-quote modal sends it. */
export const cartToSaveShape: ShapeOf<Pick<SaveCartRequest, 'store' | 'quote'>> = v.object({
  store: cartStoreSchema,
  quote: v.object(cartQuoteSections),
});
