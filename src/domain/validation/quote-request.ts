import * as v from 'valibot';
import { missingDataDefaults } from '../defaults';
import { defaultPackage } from '../packages';
import { defaultPaymentFrequency } from '../payment-frequencies';
import { personTypeOf, type Gender, type PersonType } from '../person';
import { compensationFor, defaultIndemnityValue, defaultValidity } from '../policy';
import { isPackageQuotable, packageNotAvailableMessage } from '../quote-restrictions';
import { quotePostalCodeSchema } from './address-fields';
import { isoBirthdateSchema, startDateSchema } from './date-fields';
import { genderSchema, personTypeSchema } from './identity-fields';
import { messages } from './messages';
import {
  coverageChoicesSchema,
  customiseFiltersSchema,
  indemnityValueSchema,
  insurerCodeSchema,
  packageSchema,
  partnerCodeSchema,
  paymentFrequencySchema,
  promoCodeSchema,
  specialCoversSchema,
  validitySchema,
} from './policy-fields';
import { crossCheck, fields, optionalText } from './rules';
import { modelYearSchema, versionIdSchema } from './vehicle-fields';

/** A missing gender is male for a person and "company" for a company. */
function genderOrDefault(personType: PersonType, gender: Gender | undefined): Gender {
  return gender ?? (personType === 'legal' ? 'company' : missingDataDefaults.gender);
}

/**
 * POST /quotation/quote: one insurer (providerCode), one package. A missing birth date is
 * 1986-03-13 (for a company, its constitution date); the compensation value follows the
 * indemnity value; multi-year validity, invoice compensation or edited coverages quote
 * the comprehensive package only ('Package no available').
 */
export const quoteRequestSchema = v.pipe(
  fields({
    versionId: versionIdSchema,
    model: modelYearSchema,
    postalCode: quotePostalCodeSchema,
    personType: personTypeSchema,
    gender: v.optional(genderSchema),
    birthdate: v.optional(isoBirthdateSchema, missingDataDefaults.birthdate),
    package: v.optional(packageSchema, defaultPackage),
    paymentFrequency: v.optional(paymentFrequencySchema, defaultPaymentFrequency),
    validity: v.optional(validitySchema, defaultValidity),
    indemnityValue: v.optional(indemnityValueSchema, defaultIndemnityValue),
    promoCode: optionalText(promoCodeSchema),
    beginDate: v.optional(startDateSchema),
    filters: v.optional(customiseFiltersSchema),
    coverages: v.optional(coverageChoicesSchema),
    specialCovers: v.optional(specialCoversSchema),
    hasCoveragesEdited: v.optional(v.boolean(messages.choiceNotOffered), false),
    providerCode: insurerCodeSchema,
    partnerCode: partnerCodeSchema,
  }),
  v.forward(
    crossCheck(
      [['personType'], ['gender']],
      (quote) => quote.gender === undefined || personTypeOf(quote.gender) === quote.personType,
      messages.genderRequired,
    ),
    ['gender'],
  ),
  v.forward(
    crossCheck(
      [['validity'], ['indemnityValue'], ['hasCoveragesEdited'], ['package']],
      (quote) =>
        isPackageQuotable(
          {
            validity: quote.validity,
            compensationValue: compensationFor(quote.indemnityValue),
            hasCoveragesEdited: quote.hasCoveragesEdited,
          },
          quote.package,
        ),
      packageNotAvailableMessage,
    ),
    ['package'],
  ),
  v.transform((quote) => ({
    ...quote,
    gender: genderOrDefault(quote.personType, quote.gender),
    compensationValue: compensationFor(quote.indemnityValue),
  })),
);

export type QuoteRequestInput = v.InferInput<typeof quoteRequestSchema>;
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;
