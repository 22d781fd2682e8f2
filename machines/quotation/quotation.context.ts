import {
  initialCustomisation,
  specialCoverSwitches,
} from '../../src/domain/coverage/customise-filters';
import { isInsurerCode } from '../../src/domain/insurers/insurers';
import { defaultPackage } from '../../src/domain/coverage/packages';
import { defaultPaymentFrequency } from '../../src/domain/payment/payment-frequencies';
import {
  compensationFor,
  defaultIndemnityValue,
  defaultValidity,
} from '../../src/domain/quote/policy';
import type { QuoteScope } from '../../src/domain/quote/quote-restrictions';
import type { QuoteJob } from '../../src/domain/quote/quote-round';
import type {
  PolicyChoices,
  QuoteBody,
  QuoteInputs,
  QuoteRoundBody,
  QuotationContext,
} from './quotation.types';

export const defaultPolicyChoices: PolicyChoices = {
  paymentFrequency: defaultPaymentFrequency,
  validity: defaultValidity,
  indemnityValue: defaultIndemnityValue,
  hasCoveragesEdited: false,
};

export function initialQuotationContext(): QuotationContext {
  const customisation = initialCustomisation();
  return {
    inputs: null,
    versions: [],
    versionId: null,
    policy: defaultPolicyChoices,
    currentPackage: defaultPackage,
    promoCode: null,
    blacklist: [],
    originalCustomisation: customisation,
    customisation,
    draftCustomisation: customisation,
    customisePanel: 'closed',
    heldLeave: 'none',
    quotes: [],
    selectedQuotation: null,
    roundSize: 0,
    pending: [],
    repricesListedQuotes: false,
    requotesSelectedProviderOnly: false,
    askedInsurers: [],
    failedInsurers: [],
    unanswered: [],
    askingAgain: [],
    round: 0,
    quotationInit: false,
    oneQuoteWasResolved: false,
    allQuotationsResolved: false,
    withoutQuotes: false,
    withoutQuotesReason: null,
    vehicleRefused: false,
    offerExpiresAt: null,
    offerSecondsLeft: 0,
    comparedInsurers: [],
  };
}

/** The policy choices that narrow a round (docs/behaviour/quote/results.md#restrictions). */
export function scopeOf(policy: PolicyChoices): QuoteScope {
  return {
    validity: policy.validity,
    compensationValue: compensationFor(policy.indemnityValue),
    hasCoveragesEdited: policy.hasCoveragesEdited,
  };
}

export function insurersOf(inputs: QuoteInputs | null) {
  return (inputs?.supportedInsurers ?? []).filter(isInsurerCode);
}

export function quoteBodyFor(context: QuotationContext, job: QuoteJob): QuoteBody {
  return { ...quoteInputsBody(context), package: job.package };
}

/** One request for the whole round: the insurers of its requests, every package allowed. */
export function quoteRoundBodyFor(context: QuotationContext): QuoteRoundBody {
  const providers = [...new Set(context.pending.map((request) => request.providerCode))];
  return { ...quoteInputsBody(context), providers };
}

function quoteInputsBody(context: QuotationContext): Omit<QuoteBody, 'package'> {
  // A round starts only once a request gave the inputs and a version was chosen.
  const inputs = context.inputs as QuoteInputs;
  return {
    versionId: context.versionId as string,
    model: inputs.model,
    postalCode: inputs.postalCode,
    personType: inputs.personType,
    gender: inputs.gender,
    birthdate: inputs.birthdate,
    promoCode: context.promoCode ?? undefined,
    ...context.policy,
    filters: context.customisation.filters,
    specialCovers: specialCoverSwitches(context.customisation.specialCovers),
  };
}

/** Actor ids carry the round so a cancelled round's answer never matches the round in flight. */
export function quoteActorId(round: number, job: QuoteJob): string {
  return `quote.${round}.${job.providerCode}.${job.package}`;
}

/** The id of the actor that streams a whole round. */
export function quoteRoundActorId(round: number): string {
  return `quoteRound.${round}`;
}
