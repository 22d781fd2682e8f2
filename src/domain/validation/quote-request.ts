import * as v from 'valibot';
import { missingDataDefaults } from '../purchase/defaults';
import { defaultPackage } from '../coverage/packages';
import { defaultPaymentFrequency } from '../payment/payment-frequencies';
import { personTypeOf, type Gender, type PersonType } from '../quote/person';
import {
  compensationFor,
  defaultIndemnityValue,
  defaultValidity,
  type IndemnityValue,
} from '../quote/policy';
import { isPackageQuotable, packageNotAvailableMessage } from '../quote/quote-restrictions';
import { quotePostalCodeSchema } from './address-fields';
import { isoBirthdateSchema, startDateSchema } from './date-fields';
import { genderSchema, personTypeSchema } from './identity-fields';
import { messages } from './messages';
import {
  coverageChoicesSchema,
  customiseFiltersSchema,
  specialCoversSchema,
} from './coverage-fields';
import * as policyFields from './policy-fields';
import { crossCheck, fields, optionalText } from './rules';
import { modelYearSchema, versionIdSchema } from './vehicle-fields';

/** A missing gender is male for a person and "company" for a company. */
function genderOrDefault(personType: PersonType, gender: Gender | undefined): Gender {
  return gender ?? (personType === 'legal' ? 'company' : missingDataDefaults.gender);
}

/** The inputs of a quote, common to one insurer's quote and a whole quote round. */
export const quoteInputEntries = {
  versionId: versionIdSchema,
  model: modelYearSchema,
  postalCode: quotePostalCodeSchema,
  personType: personTypeSchema,
  gender: v.optional(genderSchema),
  birthdate: v.optional(isoBirthdateSchema, missingDataDefaults.birthdate),
  paymentFrequency: v.optional(policyFields.paymentFrequencySchema, defaultPaymentFrequency),
  validity: v.optional(policyFields.validitySchema, defaultValidity),
  indemnityValue: v.optional(policyFields.indemnityValueSchema, defaultIndemnityValue),
  promoCode: optionalText(policyFields.promoCodeSchema),
  beginDate: v.optional(startDateSchema),
  filters: v.optional(customiseFiltersSchema),
  coverages: v.optional(coverageChoicesSchema),
  specialCovers: v.optional(specialCoversSchema),
  hasCoveragesEdited: v.optional(v.boolean(messages.choiceNotOffered), false),
  partnerCode: policyFields.partnerCodeSchema,
};

/** A given gender must be the person type's (male and female are persons, company a company). */
export function genderFitsPersonType(quote: { personType: PersonType; gender?: Gender }): boolean {
  return quote.gender === undefined || personTypeOf(quote.gender) === quote.personType;
}

/** The missing gender, and the compensation value the indemnity value implies. */
export function withQuoteDefaults<
  T extends { personType: PersonType; gender?: Gender; indemnityValue: IndemnityValue },
>(quote: T) {
  return {
    ...quote,
    gender: genderOrDefault(quote.personType, quote.gender),
    compensationValue: compensationFor(quote.indemnityValue),
  };
}

/**
 * POST /quotation/quote: one insurer (providerCode), one package. A missing birth date is
 * 1986-03-13 (for a company, its constitution date); the compensation value follows the
 * indemnity value; multi-year validity, invoice compensation or edited coverages quote
 * the comprehensive package only ('Package no available').
 */
export const quoteRequestSchema = v.pipe(
  fields({
    ...quoteInputEntries,
    package: v.optional(policyFields.packageSchema, defaultPackage),
    providerCode: policyFields.insurerCodeSchema,
  }),
  v.forward(
    crossCheck([['personType'], ['gender']], genderFitsPersonType, messages.genderRequired),
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
  v.transform(withQuoteDefaults),
);

export type QuoteRequestInput = v.InferInput<typeof quoteRequestSchema>;
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;
