import * as v from 'valibot';
import { quotePostalCodeSchema } from './address-fields';
import { leadEmailSchema, leadNameSchema, leadPhoneSchema } from './contact-fields';
import { isoBirthdateSchema } from './date-fields';
import { genderSchema, personTypeSchema } from './identity-fields';
import { messages } from './messages';
import * as policyFields from './policy-fields';
import { fields, identifier, optionalText } from './rules';
import { modelYearSchema, vehicleSearchSchema, versionIdSchema } from './vehicle-fields';

/**
 * What the visitor was quoting when they left their details, for the sales follow-up: the
 * wizard's answers so far, each checked by its own field rule.
 */
export const leadQuoteContextSchema = fields({
  /** The saved cart, when the visitor saved one. */
  cartId: optionalText(identifier(messages.invalidRequest)),
  /** The vehicle as the visitor picked it, e.g. 'Nissan Versa Advance'. */
  vehicle: optionalText(vehicleSearchSchema),
  versionId: optionalText(versionIdSchema),
  model: v.optional(modelYearSchema),
  postalCode: optionalText(quotePostalCodeSchema),
  personType: v.optional(personTypeSchema),
  gender: v.optional(genderSchema),
  birthdate: optionalText(isoBirthdateSchema),
  package: v.optional(policyFields.packageSchema),
  paymentFrequency: v.optional(policyFields.paymentFrequencySchema),
  validity: v.optional(policyFields.validitySchema),
  promoCode: optionalText(policyFields.promoCodeSchema),
  providerCode: v.optional(policyFields.insurerCodeSchema),
});

/** POST /api/leads/create-lead and /api/user/create-acquisition-lead: the wizard's lead step. */
export const leadRequestSchema = fields({
  fullName: leadNameSchema,
  phoneNumber: leadPhoneSchema,
  emailAddress: leadEmailSchema,
  quote: v.optional(leadQuoteContextSchema),
  partnerCode: policyFields.partnerCodeSchema,
});

export type LeadQuoteContext = v.InferOutput<typeof leadQuoteContextSchema>;
export type LeadRequestInput = v.InferInput<typeof leadRequestSchema>;
export type LeadRequest = v.InferOutput<typeof leadRequestSchema>;
