// Steps both carts share: contact, address, plates, version and financing, beneficiary, invoice, payment.
import * as v from 'valibot';
import { detectCardBrand, isValidCvv } from '../payment/card';
import { missingDataDefaults } from '../purchase/defaults';
import { mapfreBeneficiaryNameMaxLength, type InsurerCode } from '../insurers/insurers';
import {
  addressPostalCodeSchema,
  citySchema,
  externalNumberSchema,
  internalNumberSchema,
  neighborhoodIdSchema,
  stateSchema,
  streetSchema,
} from './address-fields';
import { privacyNoticeAcceptedSchema, termsAndUsagePolicyAcceptedSchema } from './consent-fields';
import { emailSchema, phoneSchema, type EmailSchema } from './contact-fields';
import { birthdateSchema, invoiceDateSchema } from './date-fields';
import { beneficiaryCompanyNameSchema, beneficiaryPersonNameSchema } from './identity-fields';
import { companyRfcSchema, individualRfcSchema } from './rfc-fields';
import { messages } from './messages';
import {
  cardholderNameSchema,
  cardNumberSchema,
  expirationDateSchema,
  paymentChoicesSchema,
  securityCodeSchema,
} from './payment-fields';
import { invoiceFolioSchema, invoiceValueSchema } from './policy-fields';
import { crossCheck, fields, oneMessage, optionalText } from './rules';
import { licensePlatesSchema, versionIdSchema } from './vehicle-fields';

export function createContactStepSchema(email: EmailSchema = emailSchema) {
  return fields({ email, phone: phoneSchema });
}

export const contactStepSchema = createContactStepSchema();

/** Postal code, city and state come filled from the postal-code lookup. */
export const addressStepSchema = fields({
  street: streetSchema,
  externalNumber: externalNumberSchema,
  internalNumber: internalNumberSchema,
  postalCode: addressPostalCodeSchema,
  city: citySchema,
  state: stateSchema,
  neighborhoodId: neighborhoodIdSchema,
});

/** 'My car has no plates' stands for the plates 'SINPLACAS'; otherwise the plates are required. */
const platesEntries = {
  hasNoPlates: v.optional(v.boolean(messages.choiceNotOffered), false),
  licensePlates: optionalText(licensePlatesSchema),
};

function platesGiven(input: { hasNoPlates: boolean; licensePlates?: string }): boolean {
  return input.hasNoPlates || input.licensePlates !== undefined;
}

function platesOrNone(input: { hasNoPlates: boolean; licensePlates?: string }) {
  return {
    ...input,
    licensePlates: input.hasNoPlates
      ? missingDataDefaults.licensePlates
      : (input.licensePlates as string),
  };
}

/** The plates, or none (then 'SINPLACAS'). */
export const platesStepSchema = v.pipe(
  fields(platesEntries),
  v.forward(
    crossCheck([['hasNoPlates'], ['licensePlates']], platesGiven, messages.licensePlatesRequired),
    ['licensePlates'],
  ),
  v.transform(platesOrNone),
);

/**
 * The plates step of both carts: the plates with the privacy notice, the terms and the usage
 * policy (docs/behaviour/choices.md#field-rules).
 */
export const platesAndConsentStepSchema = v.intersect([
  platesStepSchema,
  fields({
    privacyNoticeAccepted: privacyNoticeAcceptedSchema,
    termsAndUsagePolicyAccepted: termsAndUsagePolicyAcceptedSchema,
  }),
]);

/** The version dropdown and the 'has current financing' switch (No by default). */
export const versionAndFinancingStepSchema = fields({
  versionId: versionIdSchema,
  hasFinancing: v.optional(v.boolean(messages.choiceNotOffered), false),
});

const mapfreBeneficiaryCompanyNameSchema = oneMessage(
  v.pipe(
    beneficiaryCompanyNameSchema,
    v.maxLength(mapfreBeneficiaryNameMaxLength, messages.mapfreBeneficiaryNameTooLong),
  ),
);

/** A lender is a company (name, 12-character RFC) or a person (names, birth date, 13-character RFC). */
export function createBeneficiarySchema<
  TName extends v.GenericSchema<string, string>,
  TDate extends v.GenericSchema<string, string>,
>(companyName: TName, birthdate: TDate) {
  return v.variant(
    'fiscalRegime',
    [
      fields({ fiscalRegime: v.literal('company'), companyName, tin: companyRfcSchema }),
      fields({
        fiscalRegime: v.literal('individual'),
        firstName: beneficiaryPersonNameSchema,
        paternalSurname: beneficiaryPersonNameSchema,
        maternalSurname: optionalText(beneficiaryPersonNameSchema),
        birthdate,
        tin: individualRfcSchema,
      }),
    ],
    messages.choiceNotOffered,
  );
}

export const beneficiaryStepSchema = createBeneficiarySchema(
  beneficiaryCompanyNameSchema,
  birthdateSchema,
);

/** Mapfre takes at most 68 characters of the lender's company name. */
export const mapfreBeneficiaryStepSchema = createBeneficiarySchema(
  mapfreBeneficiaryCompanyNameSchema,
  birthdateSchema,
);

export function beneficiaryStepSchemaFor(insurer: InsurerCode) {
  return insurer === 'mapfre' ? mapfreBeneficiaryStepSchema : beneficiaryStepSchema;
}

/** Invoice data, asked when the indemnity value is Valor Factura. */
export const invoiceStepSchema = fields({
  invoiceFolio: invoiceFolioSchema,
  invoiceDate: invoiceDateSchema,
  invoiceValue: invoiceValueSchema,
});

/**
 * The card payment step (browser only: the card is tokenised before anything is sent). The
 * security code must have the brand's length (Amex 4, the others 3), and months without
 * interest need a credit card.
 */
export const paymentStepSchema = v.intersect([
  v.pipe(
    fields({
      cardholderName: cardholderNameSchema,
      cardNumber: cardNumberSchema,
      expirationDate: expirationDateSchema,
      securityCode: securityCodeSchema,
      privacyNoticeAccepted: privacyNoticeAcceptedSchema,
    }),
    v.forward(
      crossCheck(
        [['cardNumber'], ['securityCode']],
        (card) => isValidCvv(card.securityCode, detectCardBrand(card.cardNumber)),
        messages.securityCode,
      ),
      ['securityCode'],
    ),
  ),
  paymentChoicesSchema,
]);

/**
 * The card that pays an issued policy's pending receipt from the thank-you page (browser only):
 * the card step's own fields and rules, in one charge of the receipt owed; its privacy notice
 * was accepted at the purchase.
 */
export const pendingPaymentCardSchema = v.pipe(
  v.looseObject({}),
  v.transform((card) => ({ ...card, installments: 1, privacyNoticeAccepted: true })),
  paymentStepSchema,
);

/** The form steps both carts share, from contact to payment; the beneficiary depends on the insurer. */
export function sharedCartSteps(insurer: InsurerCode) {
  return {
    contact: contactStepSchema,
    address: addressStepSchema,
    plates: platesAndConsentStepSchema,
    vehicle: versionAndFinancingStepSchema,
    beneficiary: beneficiaryStepSchemaFor(insurer),
    invoice: invoiceStepSchema,
    payment: paymentStepSchema,
  } as const;
}

/** A cart's form steps in order: its own first steps, the shared ones, its serial numbers. */
export function cartStepsOf<
  const TFirstSteps extends v.ObjectEntries,
  TSerialNumbers extends v.GenericSchema,
>(insurer: InsurerCode, firstSteps: TFirstSteps, serialNumbers: TSerialNumbers) {
  return { ...firstSteps, ...sharedCartSteps(insurer), serialNumbers } as const;
}

/**
 * What a cart keeps of a table of steps: each step's parsed values, absent until the step is
 * submitted. The card step is never kept.
 */
export type CartAnswers<TSteps extends Record<string, v.GenericSchema>> = {
  [Step in Exclude<keyof TSteps, 'payment'>]?: v.InferOutput<TSteps[Step]>;
};

/** The answers both carts keep, from contact on. */
export type SharedCartAnswers = CartAnswers<ReturnType<typeof sharedCartSteps>>;
