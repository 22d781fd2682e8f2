import type { SnapshotFrom } from 'xstate';
import { versionsInDisplayOrder } from '../../src/domain/vehicle/default-version';
import { canCompare } from '../../src/domain/quote/compared-insurers';
import { countdownParts, countdownWording } from '../../src/domain/quote/offer-countdown';
import { recommendedQuoteId } from '../../src/domain/quote/recommended-quote';
import { busyTag } from '../support/persistence';
import { withoutQuotesMessages } from '../../src/domain/quote/quote-outcome';
import type { PackageCode } from '../../src/domain/coverage/packages';
import type { Quotation } from '../../src/domain/quote/quotation';
import { isSameSlot } from '../../src/domain/quote/quote-list';
import { sameCustomisation } from '../../src/domain/coverage/customise-filters';
import { allowsInterestFreeMonths } from '../../src/domain/payment/payment-frequencies';
import {
  offersRepairInAgency,
  policyYear,
  vehicleAge,
} from '../../src/domain/vehicle/vehicle-rules';
import type { quotationMachine } from './quotation.machine';
import type { HeldLeave } from './quotation.types';
import { quotesOfPackage } from './quote-sharing';

type QuotationSnapshot = SnapshotFrom<typeof quotationMachine>;

/**
 * The lifecycle flags (docs/behaviour/quote/results.md#lifecycle-flags); the session reads them.
 */
export const selectLifecycle = ({ context }: QuotationSnapshot) => ({
  quotationInit: context.quotationInit,
  oneQuoteWasResolved: context.oneQuoteWasResolved,
  allQuotationsResolved: context.allQuotationsResolved,
  withoutQuotes: context.withoutQuotes,
});

/** The loader shows until the first insurer answers, unless cards being re-priced are listed. */
export const selectIsWaitingForFirstQuote = ({ context }: QuotationSnapshot) =>
  context.quotationInit && !context.oneQuoteWasResolved && context.quotes.length === 0;

/** The cards of one package, cheapest first. */
export const selectQuotesOfPackage =
  (pack: PackageCode) =>
  ({ context }: QuotationSnapshot): Quotation[] =>
    quotesOfPackage(context.quotes, pack);

/** The cheapest card of the package on screen, or null before one arrives. */
export const selectCheapestQuote = (snapshot: QuotationSnapshot): Quotation | null =>
  selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot)[0] ?? null;

export const selectSelectedQuotation = ({ context }: QuotationSnapshot) =>
  context.selectedQuotation;

/**
 * The countdown in days, hours and minutes with its wording ('Oferta expira en', or 'Este
 * descuento especial expirará en' for a promo's price), or null while no offer is shown.
 */
export const selectOfferCountdown = (snapshot: QuotationSnapshot) =>
  snapshot.matches({ comparing: 'results' })
    ? {
        wording: countdownWording(snapshot.context.promoCode),
        ...countdownParts(snapshot.context.offerSecondsLeft),
      }
    : null;

/** The id of the shown package's recommended card (src/domain/quote/recommended-quote.ts), or null. */
export const selectRecommendedQuoteId = (snapshot: QuotationSnapshot) =>
  recommendedQuoteId(selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot));

/** The insurers ticked for the compare view. */
export const selectComparedInsurers = ({ context }: QuotationSnapshot) => context.comparedInsurers;

/** The listed insurers whose 'Comparar' takes a change: ticked ones, or any while fewer than four. */
export const selectTogglableCompareInsurers = (snapshot: QuotationSnapshot): string[] =>
  [...new Set(snapshot.context.quotes.map((quote) => quote.providerCode))].filter((providerCode) =>
    snapshot.can({ type: 'quotation.toggleCompare', providerCode }),
  );

/** The shown package's quotes of the ticked insurers, in the order they were ticked. */
export const selectComparedQuotes = (snapshot: QuotationSnapshot): Quotation[] => {
  const shown = selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot);
  return snapshot.context.comparedInsurers.flatMap((code) =>
    shown.filter((quote) => quote.providerCode === code),
  );
};

/** The shown package has enough cards to compare ('Comparar' and the compare button show). */
export const selectOffersComparison = (snapshot: QuotationSnapshot) =>
  canCompare(
    selectQuotesOfPackage(snapshot.context.currentPackage)(snapshot).map(
      (quote) => quote.providerCode,
    ),
  );

/** The compare view opens with two or more ticked insurers showing a card. */
export const selectCanCompare = (snapshot: QuotationSnapshot) =>
  canCompare(selectComparedQuotes(snapshot).map((quote) => quote.providerCode));

export const selectOfferHasExpired = (snapshot: QuotationSnapshot) =>
  snapshot.matches({ comparing: { results: 'offerExpired' } });

/**
 * The round's progress (docs/behaviour/quote/results.md#a-quote-round): how many of the insurers
 * asked have answered so far (a decline is an answer), and, once it settles, which did not.
 */
export function selectRoundProgress({ context }: QuotationSnapshot) {
  const waiting = new Set(context.pending.map((job) => job.providerCode)).size;
  const asked = context.askedInsurers.length;
  return {
    asked,
    answered: asked - waiting - context.unanswered.length,
    waiting,
    unanswered: context.unanswered,
  };
}

/**
 * The message of a round that ended without quotes
 * (docs/behaviour/quote/results.md#without-quotes), else null.
 */
export const selectWithoutQuotesMessage = ({ context }: QuotationSnapshot): string | null =>
  context.withoutQuotesReason && withoutQuotesMessages[context.withoutQuotesReason];

/** 'Volver a consultar' / 'Intentar de nuevo': the settled round names insurers that did not answer. */
export const selectCanAskAgain = ({ context }: QuotationSnapshot) => context.unanswered.length > 0;

/** The quotation bar: what was quoted, each item with the value the buyer can change. */
export function selectQuoteBar({ context }: QuotationSnapshot) {
  const { inputs, versions, versionId, currentPackage, policy } = context;
  if (!inputs) return null;
  return {
    vehicle: `${inputs.brandName} ${inputs.subbrandName}`.trim(),
    model: inputs.model,
    postalCode: inputs.postalCode,
    package: currentPackage,
    paymentFrequency: policy.paymentFrequency,
    versionId,
    version: versions.find((version) => version.id === versionId)?.description ?? null,
  };
}

/** The MSI note under the results: the chosen payment frequency allows interest-free months. */
export const selectOffersInterestFreeMonths = ({ context }: QuotationSnapshot) =>
  allowsInterestFreeMonths(context.policy.paymentFrequency);

/** The model's versions for the version choice, in the order a buyer reads them. */
export const selectVersionOptions = ({ context }: QuotationSnapshot) =>
  versionsInDisplayOrder(context.versions);

/** 'updating price': a round (or the versions it needs) is in flight. */
export const selectIsRepricing = (snapshot: QuotationSnapshot) => snapshot.hasTag(busyTag);
/**
 * Whether a card offers 'Seleccionar': the machine would accept its selection (listed, and the
 * insurer is emit-enabled).
 */
export const selectCanBeSelected =
  (quote: Pick<Quotation, 'providerCode' | 'package'>) => (snapshot: QuotationSnapshot) =>
    snapshot.can({
      type: 'quotation.select',
      providerCode: quote.providerCode,
      package: quote.package,
    });

/** The ids of the listed quotations whose card offers 'Seleccionar'. */
export const selectSelectableQuoteIds = (snapshot: QuotationSnapshot): string[] =>
  snapshot.context.quotes
    .filter((quote) => selectCanBeSelected(quote)(snapshot))
    .map((quote) => quote.id);

/** The package on screen has cards: the quote can be saved and downloaded ('Descargar PDF'). */
export const selectHasQuoteToShare = (snapshot: QuotationSnapshot): boolean =>
  snapshot.can({ type: 'quotation.downloadQuotePdf' });

/** The ids of the listed quotations a round in flight is re-pricing: their card says so. */
export const selectUpdatingQuoteIds = ({ context }: QuotationSnapshot): string[] =>
  context.quotes
    .filter((quote) => context.pending.some((request) => isSameSlot(request, quote)))
    .map((quote) => quote.id);

/** 'Personaliza tu póliza' is offered once there is a quote to customise. */
export const selectOffersCustomising = ({ context }: QuotationSnapshot) => context.inputs !== null;

/** 'Personaliza tu póliza': the panel, the values shown in it and what its buttons can do. */
export const selectCustomisePanel = (snapshot: QuotationSnapshot) => {
  const { context } = snapshot;
  return {
    opened: context.customisePanel !== 'closed',
    askingBeforeLeaving: context.customisePanel === 'confirmingLeave',
    draft: context.draftCustomisation,
    canApply: snapshot.can({ type: 'quotation.applyFilters' }),
    canReset: snapshot.can({ type: 'quotation.resetFilters' }),
    repairInAgency: repairInAgencyOf(context),
  };
};

/** Whether the quoted vehicle may have repair in agency (1 to 8 years old), and its age. */
function repairInAgencyOf({ inputs, policy }: QuotationSnapshot['context']) {
  if (!inputs) return { offered: true, age: 0 };
  const year = policyYear(policy.beginDate);
  return {
    offered: offersRepairInAgency(inputs.model, year),
    age: vehicleAge(inputs.model, year),
  };
}

/** Unapplied edits in the panel: leaving the page asks first. */
export const selectHasUnappliedEdits = ({ context }: QuotationSnapshot) =>
  !sameCustomisation(context.draftCustomisation, context.customisation);

/** The router's call for each answer to a held back or forward move: none while none is given. */
const heldLeaveCall = {
  none: undefined,
  asking: undefined,
  proceed: 'proceed',
  cancel: 'reset',
} as const satisfies Record<HeldLeave, 'proceed' | 'reset' | undefined>;

/** What the page does with the move it holds: make it (`proceed`), drop it (`reset`), or wait. */
export const selectHeldLeave = ({ context }: QuotationSnapshot) => heldLeaveCall[context.heldLeave];
