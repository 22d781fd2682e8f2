import * as v from 'valibot';
import { indemnityValueKeys, validityYears } from '../../src/domain/quote/policy';
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
import { quoteRoundActorId } from './quotation.context';
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

/** A stored child call: its id, and the round its input names (a streamed round's). */
const storedCall = v.object({
  snapshot: v.looseObject({ input: v.optional(v.looseObject({ round: v.optional(v.number()) })) }),
});

/**
 * Whether a stored quote call is one the quotation waits for: the streamed request of its round,
 * or a request it lists as pending. Any other (an id or a round edited in storage) would answer
 * nothing the quotation hears, and the round would never end.
 */
function isAwaitedCall(
  id: string,
  call: unknown,
  { round, pending }: { round: number; pending: { actorId: string }[] },
): boolean {
  if (id.startsWith('quoteRound.')) {
    const stored = v.safeParse(storedCall, call);
    return (
      id === quoteRoundActorId(round) &&
      stored.success &&
      stored.output.snapshot.input?.round === round
    );
  }
  if (id.startsWith('quote.')) return pending.some((request) => request.actorId === id);
  return true;
}

export const quotationSchemas: MachineSchemas<QuotationContext, QuotationEvent> = {
  snapshot: v.pipe(
    v.object({
      context: v.looseObject({
        round: v.number(),
        pending: v.array(v.looseObject({ actorId: v.string() })),
      }),
      children: v.record(v.string(), v.unknown()),
    }),
    v.check(
      ({ context, children }) =>
        Object.entries(children).every(([id, call]) => isAwaitedCall(id, call, context)),
      'a quote call is stored that the quotation does not wait for',
    ),
  ),
  events: {
    'quotation.request': v.object({
      inputs: quoteInputsShape,
      ...quoteChoicesEntries,
      promoCode: v.optional(v.string()),
      blacklist: v.optional(textList),
      customisation: v.optional(customisationShape),
      versions: v.optional(v.array(versionShape)),
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
    'quotation.leaveHeld': noPayload,
    'quotation.leaveSettled': noPayload,
    'quotation.select': v.object(slotEntries),
    'quotation.changePromo': v.object({ promoCode: v.string(), blacklist: textList }),
    'quotation.selectSkippingResults': noPayload,
    'quotation.toggleCompare': v.object({ providerCode: insurerCodeShape }),
    'quotation.saveQuote': v.object({ emailAddress: v.string() }),
    'quotation.downloadQuotePdf': noPayload,
    'quotation.reset': noPayload,
    'quotation.quoteAnswered': v.object({ round: v.number(), quotation: quotationShape }),
    'quotation.quoteRefused': v.object({ round: v.number(), slot: v.object(slotEntries) }),
    'quotation.roundEnded': v.object({
      round: v.number(),
      vehicleRefused: v.optional(v.boolean()),
    }),
    'quotation.offerTick': v.object({ now: v.number() }),
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
    heldLeave: v.picklist(['none', 'asking', 'proceed', 'cancel']),
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
