import * as v from 'valibot';
import { indemnityValueKeys, validityYears } from '../../src/domain/policy';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import {
  customisationShape,
  objectShape,
  insurerCodeShape,
  packageShape,
  paymentFrequencyShape,
  quotationShape,
  quoteChoicesEntries,
  quoteInputsShape,
  rangedFilterShape,
  specialCoverShape,
  switchFilterShape,
  textList,
  versionShape,
} from '../support/state-shapes';
import type { PolicyChoices, QuotationContext, QuotationEvent } from './quotation.types';

/** The schemas of the quotation's events and context (machine-schemas.ts). */

const slotEntries = { providerCode: insurerCodeShape, package: packageShape };

const policyEntries = {
  paymentFrequency: paymentFrequencyShape,
  validity: v.picklist(validityYears),
  indemnityValue: v.picklist(indemnityValueKeys),
  hasCoveragesEdited: v.boolean(),
  beginDate: v.optional(v.string()),
  coverages: v.optional(objectShape<NonNullable<PolicyChoices['coverages']>>()),
};

export const quotationSchemas: MachineSchemas<QuotationContext, QuotationEvent> = {
  events: {
    'quotation.request': v.object({
      inputs: quoteInputsShape,
      ...quoteChoicesEntries,
      promoCode: v.optional(v.string()),
      blacklist: v.optional(textList),
      customisation: v.optional(customisationShape),
    }),
    'quotation.changePolicy': v.object({ policy: v.partial(v.object(policyEntries)) }),
    'quotation.changeVersion': v.object({ versionId: v.string() }),
    'quotation.showPackage': v.object({ package: packageShape }),
    'quotation.openCustomise': noPayload,
    'quotation.editFilter': v.object({ filter: rangedFilterShape, value: v.number() }),
    'quotation.switchFilter': v.object({ filter: switchFilterShape, on: v.boolean() }),
    'quotation.switchCover': v.object({ cover: specialCoverShape, on: v.boolean() }),
    'quotation.applyFilters': noPayload,
    'quotation.resetFilters': noPayload,
    'quotation.closeCustomise': noPayload,
    'quotation.confirmLeave': noPayload,
    'quotation.cancelLeave': noPayload,
    'quotation.select': v.object(slotEntries),
    'quotation.changePromo': v.object({ promoCode: v.string(), blacklist: textList }),
    'quotation.selectSkippingResults': noPayload,
    'quotation.toggleCompare': v.object({ providerCode: insurerCodeShape }),
    'quotation.reset': noPayload,
    'quotation.quoteAnswered': v.object({ round: v.number(), quotation: quotationShape }),
    'quotation.quoteRefused': v.object({ round: v.number(), slot: v.object(slotEntries) }),
    'quotation.roundEnded': v.object({
      round: v.number(),
      vehicleRefused: v.optional(v.boolean()),
    }),
    'quotation.offerTick': noPayload,
    'quotation.askAgain': noPayload,
  },
  context: v.object({
    inputs: v.nullable(quoteInputsShape),
    versions: v.array(versionShape),
    versionId: v.nullable(v.string()),
    policy: v.object(policyEntries),
    currentPackage: packageShape,
    promoCode: v.nullable(v.string()),
    blacklist: v.array(insurerCodeShape),
    originalCustomisation: customisationShape,
    customisation: customisationShape,
    draftCustomisation: customisationShape,
    customisePanel: v.picklist(['closed', 'open', 'confirmingLeave']),
    quotes: v.array(quotationShape),
    selectedQuotation: v.nullable(quotationShape),
    roundSize: v.number(),
    pending: v.array(v.object({ ...slotEntries, actorId: v.string() })),
    repricesListedQuotes: v.boolean(),
    requotesSelectedProviderOnly: v.boolean(),
    round: v.number(),
    quotationInit: v.boolean(),
    oneQuoteWasResolved: v.boolean(),
    allQuotationsResolved: v.boolean(),
    withoutQuotes: v.boolean(),
    withoutQuotesReason: v.nullable(v.picklist(['vehicleNotFound', 'noProviders', 'quoteError'])),
    vehicleRefused: v.boolean(),
    offerExpiresAt: v.nullable(v.string()),
    offerSecondsLeft: v.number(),
    comparedInsurers: v.array(insurerCodeShape),
    askedInsurers: v.array(insurerCodeShape),
    failedInsurers: v.array(insurerCodeShape),
    unanswered: v.array(insurerCodeShape),
    askingAgain: v.array(insurerCodeShape),
  }),
};
