import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { InsurerCode } from '../../../src/domain/insurers/insurers';
import type { PackageCode } from '../../../src/domain/coverage/packages';
import type { CoverageLine, Quotation } from '../../../src/domain/quote/quotation';
import { sameCustomisation } from '../../../src/domain/coverage/customise-filters';
import type { Version } from '../../../src/domain/vehicle/vehicle-catalog';
import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';
import type {
  QuotationContext,
  QuotationEvent,
  QuoteInputs,
} from '../../quotation/quotation.types';

/** Sample data and the model walk of the quotation (its coverage test and /flows' QA paths). */

export const quoteInputs: QuoteInputs = {
  subbrandId: 'sb-versa',
  subbrandName: 'VERSA',
  brandName: 'NISSAN',
  modelId: 'm-2019',
  // A saved quote's version: one of its model's (below), not the entry trim chosen by default.
  versionId: 'v-8',
  model: 2019,
  postalCode: '06600',
  supportedInsurers: ['mapfre', 'ana', 'hdi'],
  personType: 'natural',
  gender: 'female',
  birthdate: '1990-05-20',
};

export const versions: Version[] = [
  { id: 'v-7', description: 'SENSE 1.6 MT', modelId: 'm-2019', insuredValue: 210_000 },
  { id: 'v-8', description: 'ADVANCE 1.6 CVT', modelId: 'm-2019', insuredValue: 245_000 },
];

/** A quote request for these insurers, with other inputs as given. */
export const quoteRequest = (
  supportedInsurers: readonly InsurerCode[],
  extra: Partial<
    Omit<Extract<QuotationEvent, { type: 'quotation.request' }>, 'type' | 'inputs'>
  > & {
    inputs?: Partial<QuoteInputs>;
  } = {},
): QuotationEvent => ({
  ...extra,
  type: 'quotation.request',
  inputs: { ...quoteInputs, supportedInsurers: [...supportedInsurers], ...extra.inputs },
});

const covered: CoverageLine = { included: true, sumInsured: null, deductiblePercent: null };

let sequence = 0;

/** A priced answer as the server sends it; the price and expiry can be chosen. */
export function quotationOf(
  providerCode: InsurerCode,
  pack: PackageCode,
  overrides: Partial<Quotation> = {},
): Quotation {
  sequence += 1;
  return {
    id: `q-${sequence}`,
    providerCode,
    package: pack,
    paymentFrequency: 0,
    regularPrice: 12_000,
    discountPrice: 10_200,
    savingsPercent: 15,
    firstPayment: 10_200,
    nextPayments: 0,
    payments: 1,
    coverages: {
      rcThird: covered,
      rcCatastrophic: covered,
      roadAssistance: covered,
      legalDefense: covered,
      medicalCost: covered,
      theft: covered,
      materialDamage: covered,
      agencyRepair: covered,
      substituteCar: covered,
    },
    breakdown: {
      basePremium: 8_000,
      adjustments: [],
      netPremium: 8_000,
      instalmentSurcharge: 0,
      policyFee: 500,
      iva: 1_360,
      total: 10_200,
    },
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  };
}

// Every round asks hdi for the comprehensive package only (edited coverages), so one answer per
// round settles it. Round numbers grow with each new round, hence samples for several rounds.
const rounds = [1, 2, 3, 4, 5, 6];

/** The walk's events; offers expire relative to `now` (the test freezes the clock at it). */
function quotationSamples(now: number) {
  const minutesFromNow = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const valid = quotationOf('hdi', 0, { id: 'valid', expiresAt: minutesFromNow(15) });
  const expired = quotationOf('hdi', 0, { id: 'expired', expiresAt: minutesFromNow(-1) });
  const answer = (round: number, output: Quotation) => {
    const actorId = `quote.${round}.hdi.0`;
    return { ...doneEvent(actorId, output), actorId };
  };
  const failure = (round: number) => {
    const actorId = `quote.${round}.hdi.0`;
    return { ...errorEvent(actorId, new Error('Package no available')), actorId };
  };
  const streamed = (round: number, quotation: Quotation) => [
    { type: 'quotation.quoteAnswered', round, quotation },
    { type: 'quotation.quoteRefused', round, slot: { providerCode: 'hdi', package: 0 } },
    { type: 'quotation.roundEnded', round },
  ];
  return [
    quoteRequest(['hdi'], { policy: { hasCoveragesEdited: true } }),
    quoteRequest(['hdi'], { inputs: { versionId: undefined } }),
    quoteRequest([]),
    doneEvent('loadVersions', versions),
    doneEvent('loadVersions', []),
    errorEvent('loadVersions', new Error('catalogue down')),
    // A full round streams its answers; re-quoting the selected provider asks per package.
    ...rounds.slice(0, 3).flatMap((round) => streamed(round, round === 2 ? expired : valid)),
    // The first round's insurer may not answer; it is asked again, the next round.
    {
      type: 'quotation.quoteRefused',
      round: 1,
      slot: { providerCode: 'hdi', package: 0 },
      failed: true,
    },
    ...rounds.flatMap((round) => [answer(round, valid), failure(round)]),
    { type: 'quotation.changePolicy', policy: { paymentFrequency: 3 } },
    { type: 'quotation.changeVersion', versionId: 'v-8' },
    { type: 'quotation.openCustomise' },
    { type: 'quotation.resetFilters' },
    { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 3_000_000 },
    { type: 'quotation.showPackage', package: 0 },
    // Refused while the quote is restricted to Amplia (edited coverages).
    { type: 'quotation.showPackage', package: 1 },
    { type: 'quotation.select', providerCode: 'hdi', package: 0 },
    { type: 'quotation.select', providerCode: 'ana', package: 0 },
    { type: 'quotation.saveQuote', emailAddress: 'ana.lopez@correo.mx' },
    // Refused before the package shown has a card to print.
    { type: 'quotation.downloadQuotePdf' },
    { type: 'quotation.changePromo', promoCode: 'VERANO', blacklist: ['mapfre'] },
    { type: 'quotation.selectSkippingResults' },
    // A second later the countdown reads the same; an hour later it has moved.
    { type: 'quotation.offerTick', now: now + 1_000 },
    { type: 'quotation.offerTick', now: now + 3_600_000 },
    { type: 'quotation.askAgain' },
    { type: 'quotation.reset' },
  ];
}

/**
 * The panel's own events, a held back or forward move among them; while the panel is open the
 * round's events are not explored.
 */
const panelSamples = [
  { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 3_000_000 },
  { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 7 },
  { type: 'quotation.switchFilter', filter: 'legalDefense', on: false },
  { type: 'quotation.switchCover', cover: 'tires', on: true },
  { type: 'quotation.applyFilters' },
  { type: 'quotation.resetFilters' },
  { type: 'quotation.closeCustomise' },
  { type: 'quotation.confirmLeave' },
  { type: 'quotation.cancelLeave' },
  { type: 'quotation.leaveHeld' },
  { type: 'quotation.leaveSettled' },
];

/**
 * A multi-year term where no insurer quotes it: refused. Sent only there, since a taken one
 * narrows every later round and multiplies the vertices; the taken branch of the guard is seen
 * with any other policy change.
 */
const multiYearSample = { type: 'quotation.changePolicy', policy: { validity: 2 } };

/** Five insurers ticked for the compare view: the fifth is refused. */
const compareSamples = (['hdi', 'mapfre', 'gds', 'ana', 'gnp'] as const).map((providerCode) => ({
  type: 'quotation.toggleCompare',
  providerCode,
}));

/**
 * The panel and the compare choice are orthogonal to the round: walking every panel state at
 * every round state multiplies the vertices past the limit, and the panel's transitions are
 * defined once for all of `comparing`. So the round's events are explored with the panel closed
 * and no insurer ticked, the panel's while it is open, and the ticks alone once one is ticked.
 */
const samplesFitting =
  (roundSamples: readonly AnyEventObject[]) => (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as QuotationContext;
    if (context.customisePanel !== 'closed') return panelSamples;
    if (context.comparedInsurers.length > 0) return compareSamples;
    const noInsurer = context.inputs?.supportedInsurers.length === 0;
    return [...roundSamples, ...compareSamples, ...(noInsurer ? [multiYearSample] : [])];
  };

/**
 * A vertex is the state and what the guards read: rounds that differ only in their number, the
 * version or the policy chosen behave the same.
 */
function serializeQuotationState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as QuotationContext;
  return JSON.stringify({
    value: snapshot.value,
    hasVersion: context.versionId !== null,
    applied: sameCustomisation(context.customisation, context.originalCustomisation),
    unapplied: sameCustomisation(context.draftCustomisation, context.customisation),
    panel: context.customisePanel,
    pending: context.pending.length,
    quotes: context.quotes.map((quote) => quote.id),
    selected: context.selectedQuotation?.id,
    offerExpired: context.offerSecondsLeft === 0,
    compared: context.comparedInsurers.length,
  });
}

/** The quotation's model walk, its offers expiring relative to `now`. */
export const quotationWalk = (now: number): ModelSamples => ({
  starts: [{ name: 'results page', input: undefined }],
  events: samplesFitting(quotationSamples(now) as AnyEventObject[]),
  serializeState: serializeQuotationState,
  // Two ways to answer (streamed round, per-package re-quote) and the panel's events multiply
  // the vertices.
  limit: 120_000,
});
