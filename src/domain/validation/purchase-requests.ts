import * as v from 'valibot';
import { missingDataDefaults } from '../purchase/defaults';
import { emitEnabledInsurers, mapfreBeneficiaryNameMaxLength } from '../insurers/insurers';
import { analyzeRfc, isRfcOf } from '../rfc';
import { addressStepSchema, createBeneficiarySchema, invoiceStepSchema } from './cart-steps';
import { privacyNoticeAcceptedSchema, termsAndUsagePolicyAcceptedSchema } from './consent-fields';
import { emailSchema, phoneSchema, type EmailSchema } from './contact-fields';
import { isoBirthdateSchema, startDateSchema } from './date-fields';
import {
  beneficiaryCompanyNameSchema,
  companyNameSchema,
  firstNameSchema,
  individualGenderSchema,
  maternalSurnameSchema,
  paternalSurnameSchema,
} from './identity-fields';
import { anyRfcSchema } from './rfc-fields';
import { languageSchema } from './language-field';
import { messages } from './messages';
import { binSchema, cardTokenSchema, paymentChoicesSchema } from './payment-fields';
import { partnerCodeSchema } from './policy-fields';
import {
  choice,
  crossCheck,
  fields,
  identifier,
  oneMessage,
  optionalText,
  patternText,
  textOrDefault,
} from './rules';
import {
  companyEngineNumberSchema,
  licensePlatesSchema,
  versionIdSchema,
  vinSchema,
} from './vehicle-fields';

/** Only mapfre, gds and hdi issue policies. */
const emittingInsurerSchema = choice(emitEnabledInsurers, messages.choiceNotOffered);

const quotationIdSchema = identifier(messages.invalidRequest);

/** The buyer as the cart collected them: a person or a company, with contact and address. */
function createClientSchema(email: EmailSchema) {
  const contactAndAddress = { email, phone: phoneSchema, address: addressStepSchema };
  return v.variant(
    'fiscalRegime',
    [
      fields({
        fiscalRegime: v.literal('individual'),
        firstName: firstNameSchema,
        paternalSurname: paternalSurnameSchema,
        maternalSurname: optionalText(maternalSurnameSchema),
        // Left out, the spec's defaults go on the policy, marked (src/server/policies/emission-record.ts).
        birthdate: v.optional(isoBirthdateSchema),
        gender: v.optional(individualGenderSchema),
        ...contactAndAddress,
      }),
      fields({
        fiscalRegime: v.literal('company'),
        companyName: companyNameSchema,
        /** The constitution date. */
        birthdate: v.optional(isoBirthdateSchema),
        ...contactAndAddress,
      }),
    ],
    messages.choiceNotOffered,
  );
}

/** The vehicle; missing plates and engine number take 'SINPLACAS' and 'HECHO EN MEXICO'. */
const emissionVehicleSchema = fields({
  versionId: versionIdSchema,
  licensePlates: textOrDefault(licensePlatesSchema, missingDataDefaults.licensePlates),
  vin: vinSchema,
  engineNumber: textOrDefault(companyEngineNumberSchema, missingDataDefaults.engineNumber),
  /** Required by the insurer when the quotation's compensation is the invoice value. */
  invoice: v.optional(invoiceStepSchema),
});

function tinMatchesClient(input: {
  client: { fiscalRegime: 'individual' | 'company' };
  tin: string;
}): boolean {
  const analysis = analyzeRfc(input.tin);
  return analysis !== undefined && isRfcOf(analysis, input.client.fiscalRegime);
}

function beneficiaryFitsInsurer(input: {
  providerCode: string;
  beneficiary?: { fiscalRegime: string; companyName?: string };
}) {
  const { providerCode, beneficiary } = input;
  return (
    providerCode !== 'mapfre' ||
    beneficiary?.fiscalRegime !== 'company' ||
    (beneficiary.companyName ?? '').length <= mapfreBeneficiaryNameMaxLength
  );
}

/**
 * POST /policy/emit: issue the quotation's policy without payment. A missing tin is the
 * generic RFC; a given one must belong to the client's kind (13 characters for a person, 12
 * for a company). The privacy notice and the terms must have been accepted. The start date the
 * buyer chose in the purchase summary (today to 30 days ahead); without one, the quotation's.
 */
export function createEmissionRequestSchema(email: EmailSchema = emailSchema) {
  return v.pipe(
    fields({
      quotationId: quotationIdSchema,
      url: oneMessage(
        v.pipe(
          v.string(messages.invalidRequest),
          v.url(messages.invalidRequest),
          v.maxLength(2000, messages.invalidRequest),
        ),
      ),
      googleAnalyticsId: optionalText(patternText(/^[\w.-]+$/, messages.invalidRequest)),
      leadId: optionalText(identifier(messages.invalidRequest)),
      client: createClientSchema(email),
      vehicle: emissionVehicleSchema,
      beneficiary: v.optional(
        createBeneficiarySchema(beneficiaryCompanyNameSchema, isoBirthdateSchema),
      ),
      tin: textOrDefault(anyRfcSchema, missingDataDefaults.tin),
      beginDate: v.optional(startDateSchema),
      privacyNoticeAccepted: privacyNoticeAcceptedSchema,
      termsAndUsagePolicyAccepted: termsAndUsagePolicyAcceptedSchema,
      providerCode: emittingInsurerSchema,
      partnerCode: partnerCodeSchema,
      // Stored with the emission: the policy-issued mail, sent once the insurer answers, uses it.
      language: languageSchema,
    }),
    v.forward(crossCheck([['client'], ['tin']], tinMatchesClient, messages.rfc), ['tin']),
    v.forward(
      crossCheck(
        [['providerCode'], ['beneficiary']],
        beneficiaryFitsInsurer,
        messages.mapfreBeneficiaryNameTooLong,
      ),
      ['beneficiary', 'companyName'],
    ),
  );
}

/** The card as our server sees it: the gateway's token, bank, card type and instalments. */
export const cardPaymentSchema = v.intersect([
  fields({ cardToken: cardTokenSchema }),
  paymentChoicesSchema,
]);

/** POST /policy/emit-pay: the emission body plus the card payment. */
export function createEmitPayRequestSchema(email: EmailSchema = emailSchema) {
  return v.intersect([createEmissionRequestSchema(email), fields({ payment: cardPaymentSchema })]);
}

export const emissionRequestSchema = createEmissionRequestSchema();
export const emitPayRequestSchema = createEmitPayRequestSchema();

/** POST /api/policy/pay: pay an issued quotation's policy (the thank-you page's pending payment). */
export const payRequestSchema = fields({
  quotationId: quotationIdSchema,
  payment: cardPaymentSchema,
  providerCode: emittingInsurerSchema,
  partnerCode: partnerCodeSchema,
});

/** POST /api/payment/get-bin-info. */
export const binInfoRequestSchema = fields({ bin: binSchema });

/**
 * The browser's key for one emission attempt (`cartKey:attempt`): polls, refreshes and retries
 * repeat it. Without one, the quotation id is the key.
 */
const idempotencyKeySchema = v.optional(
  oneMessage(
    v.pipe(v.string(messages.invalidRequest), v.regex(/^[\w:.-]{1,200}$/, messages.invalidRequest)),
  ),
);
const keyed = fields({ idempotencyKey: idempotencyKeySchema });

/** A partner's single-use voucher (`VALE-…`): it stands for the partner's credential once. */
const paymentVoucherSchema = v.optional(
  oneMessage(
    v.pipe(
      v.string(messages.invalidRequest),
      v.trim(),
      v.regex(/^VALE-[\w-]{20,60}$/, messages.invalidRequest),
    ),
  ),
);

/**
 * The shared request schemas plus the idempotency key the browser contract adds; an emission
 * without payment may carry a partner's voucher.
 */
export const keyedEmissionRequestSchema = v.intersect([
  emissionRequestSchema,
  keyed,
  fields({ paymentVoucher: paymentVoucherSchema }),
]);
export const keyedEmitPayRequestSchema = v.intersect([emitPayRequestSchema, keyed]);
export const keyedPayRequestSchema = v.intersect([payRequestSchema, keyed]);

export type KeyedEmitPayRequestInput = v.InferInput<typeof keyedEmitPayRequestSchema>;
export type KeyedPayRequest = v.InferOutput<typeof keyedPayRequestSchema>;

export type EmissionRequest = v.InferOutput<typeof emissionRequestSchema>;
export type CardPayment = v.InferOutput<typeof cardPaymentSchema>;
export type PayRequestInput = v.InferInput<typeof payRequestSchema>;
