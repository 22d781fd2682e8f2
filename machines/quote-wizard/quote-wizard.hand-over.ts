import { isoFromParts } from '../../src/domain/common/dates';
import {
  quotationRequest,
  type QuotationRequestEvent,
  type QuoteInputs,
} from '../contracts/quotation-link';
import type { LeadRequest, QuoteWizardContext, WizardFields } from './quote-wizard.types';
import type { Gender } from '../../src/domain/quote/person';

/** The quote inputs the wizard hands to the quotation once its last step is accepted. */
export function quoteInputsOf(context: QuoteWizardContext): QuoteInputs {
  const { fields, subbrand } = context;
  const gender = (fields.gender || undefined) as Gender | undefined;
  return {
    subbrandId: fields.subbrandId,
    subbrandName: subbrand?.name ?? '',
    brandName: subbrand?.brandName ?? '',
    modelId: fields.modelId,
    model: Number(fields.model),
    postalCode: fields.postalCode,
    supportedInsurers: context.supportedInsurers,
    personType: context.personType ?? 'natural',
    ...(gender ? { gender } : {}),
    ...(context.birthdateIso ? { birthdate: context.birthdateIso } : {}),
    ...(context.leadId ? { leadId: context.leadId } : {}),
  };
}

/** The hand-over: the quote inputs, with the model's versions when they were listed in time. */
export function handOverOf(context: QuoteWizardContext): QuotationRequestEvent {
  const request = quotationRequest(quoteInputsOf(context));
  const listed = context.modelVersions;
  return listed?.modelId === context.fields.modelId
    ? { ...request, versions: listed.versions }
    : request;
}

/**
 * The lead variant's request: the visitor's details and what they were quoting, under the names
 * the server's schema (leadRequestSchema) reads: another name there is a 400 and no results.
 */
export function leadRequestOf(context: QuoteWizardContext): LeadRequest {
  const inputs = quoteInputsOf(context);
  return {
    fullName: context.fields.asLeadsName.trim(),
    phoneNumber: context.fields.asLeadsPhone.replace(/[\s().-]/g, ''),
    emailAddress: context.fields.asLeadsEmail.trim(),
    quote: {
      vehicle: `${inputs.brandName} ${inputs.subbrandName}`.trim(),
      model: inputs.model,
      postalCode: inputs.postalCode,
      personType: inputs.personType,
      ...(inputs.gender ? { gender: inputs.gender } : {}),
      ...(inputs.birthdate ? { birthdate: inputs.birthdate } : {}),
    },
  };
}

/** The fields a restored cart gives back, as the visitor would have typed them. */
export function fieldsFromInputs(inputs: QuoteInputs, current: WizardFields): WizardFields {
  const [year = '', month = '', day = ''] = (inputs.birthdate ?? '').split('-');
  const iso = inputs.birthdate && isoFromParts(day, month, year);
  return {
    ...current,
    vehicleSearch: `${inputs.brandName} ${inputs.subbrandName}`.trim(),
    subbrandId: inputs.subbrandId,
    modelId: inputs.modelId,
    model: String(inputs.model),
    postalCode: inputs.postalCode,
    personType: inputs.personType,
    gender: inputs.gender ?? '',
    dayOfBirth: iso ? day : '',
    monthOfBirth: iso ? month : '',
    yearOfBirth: iso ? year : '',
    birthdate: iso ? `${day}/${month}/${year}` : '',
  };
}
