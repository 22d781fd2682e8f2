import { and, assign, emit, enqueueActions, setup } from 'xstate';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import {
  initialCustomisation,
  isOfferedFilterValue,
  sameCustomisation,
  withFilterSwitch,
  withFilterValue,
  withSpecialCover,
  type Customisation,
} from '../../src/domain/coverage/customise-filters';
import { defaultVersion } from '../../src/domain/vehicle/default-version';
import { canToggleCompared, toggleCompared } from '../../src/domain/quote/compared-insurers';
import { insurers, isInsurerCode, type InsurerCode } from '../../src/domain/insurers/insurers';
import {
  countdownMoves,
  offerExpiresAt,
  secondsLeft,
} from '../../src/domain/quote/offer-countdown';
import type { PackageCode } from '../../src/domain/coverage/packages';
import {
  findQuotation,
  isSameSlot,
  listQuotation,
  quotesKeptForRound,
  removeQuoteSlot,
  type QuoteSlot,
} from '../../src/domain/quote/quote-list';
import { withoutQuotesReason } from '../../src/domain/quote/quote-outcome';
import {
  isPackageQuotable,
  needsMultiYearOrInvoice,
  quotableInsurers,
  quotablePackages,
} from '../../src/domain/quote/quote-restrictions';
import { planQuoteRound } from '../../src/domain/quote/quote-round';
import { quotationSkippingResults } from '../../src/domain/quote/skip-see-quote';
import type { Quotation } from '../../src/domain/quote/quotation';
import { askedAgainOnRestoreTag, busyTag } from '../support/persistence';
import { notProvided, notProvidedStream } from '../support/placeholder';
import { offerClock } from './offer-clock';
import {
  initialQuotationContext,
  insurersOf,
  quoteActorId,
  quoteBodyFor,
  quoteRoundActorId,
  quoteRoundBodyFor,
  scopeOf,
} from './quotation.context';
import type {
  HeldLeave,
  PolicyChoices,
  QuotationContext,
  QuotationEmitted,
  QuotationEvent,
  QuoteCall,
  QuoteInputs,
  QuoteRoundCall,
} from './quotation.types';
import { quotationSchemas } from './quotation.schemas';
import { cartToSave, quotesOfPackage } from './quote-sharing';

function isPending(context: QuotationContext, actorId: string): boolean {
  return context.pending.some((request) => request.actorId === actorId);
}

/** The request of the round in flight a streamed answer settles, if it is one. */
function streamedRequestId(context: QuotationContext, event: QuotationEvent): string | null {
  if (event.type === 'quotation.quoteAnswered' || event.type === 'quotation.quoteRefused') {
    const slot = event.type === 'quotation.quoteAnswered' ? event.quotation : event.slot;
    return event.round === context.round ? quoteActorId(event.round, slot) : null;
  }
  return null;
}

/**
 * The version a request quotes: the one it names (a saved quote's link), else the buyer's pick
 * when the model is the same (the edit-quote modal changed the postal code or the person), else
 * the default one of the list the request brings (the wizard's), else one chosen once the list
 * is loaded. The model's list is kept only for the same model: another one brings or loads its own.
 */
function versionsForRequest(context: QuotationContext, inputs: QuoteInputs, listed?: Version[]) {
  const sameModel = context.inputs?.modelId === inputs.modelId;
  const versions = listed?.length ? listed : sameModel ? context.versions : [];
  return {
    versionId:
      inputs.versionId ||
      (sameModel ? context.versionId : null) ||
      (defaultVersion(versions)?.id ?? null),
    versions,
  };
}

function providersOf(jobs: readonly QuoteSlot[]): InsurerCode[] {
  return [...new Set(jobs.map((job) => job.providerCode))];
}

function selectionAfterAnswer(selected: Quotation | null, quotation: Quotation) {
  return selected && isSameSlot(selected, quotation) ? quotation : selected;
}

function selectionAfterFailure(selected: Quotation | null, slot: QuoteSlot) {
  return selected && isSameSlot(selected, slot) ? null : selected;
}

/**
 * The quote lifecycle of the results page (docs/behaviour/quote/results.md#a-quote-round): one
 * request per insurer × package, answers listed as they arrive, the lifecycle flags, restrictions,
 * blacklist, filters and the offer countdown. Selecting a quotation of an emit-enabled insurer
 * and a settled round are announced (emitted); the app machine starts the cart and navigates.
 */
export const quotationMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: quotationSchemas,
  types: {
    context: {} as QuotationContext,
    events: {} as QuotationEvent,
    emitted: {} as QuotationEmitted,
  },
  actors: {
    requestQuote: notProvided<Quotation, QuoteCall>('requestQuote'),
    quoteRound: notProvidedStream<QuotationEvent, QuoteRoundCall>('quoteRound'),
    loadVersions: notProvided<Version[], { modelId: string }>('loadVersions'),
    offerClock,
  },
  guards: {
    hasVersion: ({ context }) => context.versionId !== null,
    /** The results page offers the model's versions, one of them (or the named one) quoted. */
    versionsAreLoaded: ({ context }) => context.versionId !== null && context.versions.length > 0,
    /**
     * Multi-year validity and Valor Factura are quoted by ana and hdi only: a change to them is
     * taken only when one of those quotes here (the postal code's insurers, minus the blacklist).
     */
    someInsurerQuotesThePolicy: ({ context, event }) => {
      if (event.type !== 'quotation.changePolicy') return false;
      const scope = scopeOf({ ...context.policy, ...event.policy });
      const allowed = insurersOf(context.inputs).filter(
        (code) => !context.blacklist.includes(code),
      );
      return !needsMultiYearOrInvoice(scope) || quotableInsurers(allowed, scope).length > 0;
    },
    /** A restricted quote (multi-year, Valor Factura, edited coverages) has Amplia only. */
    packageIsQuotable: ({ context, event }) =>
      event.type === 'quotation.showPackage' &&
      isPackageQuotable(scopeOf(context.policy), event.package),
    versionsWereFound: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
    customiseIsOpen: ({ context }) => context.customisePanel === 'open',
    isOfferedFilterValue: ({ event }) =>
      event.type === 'quotation.editFilter' && isOfferedFilterValue(event.filter, event.value),
    hasUnappliedEdits: ({ context }) =>
      !sameCustomisation(context.draftCustomisation, context.customisation),
    appliedCustomisationIsEdited: ({ context }) =>
      !sameCustomisation(context.customisation, context.originalCustomisation),
    isAskingBeforeLeaving: ({ context }) => context.customisePanel === 'confirmingLeave',
    isAnswerOfRoundInFlight: ({ context, event }) =>
      'actorId' in event && isPending(context, event.actorId),
    isStreamedAnswerOfRoundInFlight: ({ context, event }) => {
      const actorId = streamedRequestId(context, event);
      return actorId !== null && isPending(context, actorId);
    },
    isEndOfRoundInFlight: ({ context, event }) =>
      event.type === 'quotation.roundEnded' && event.round === context.round,
    allRequestsHaveSettled: ({ context }) => context.pending.length === 0,
    someInsurerDidNotAnswer: ({ context }) => context.unanswered.length > 0,
    hasQuotes: ({ context }) => context.quotes.length > 0,
    showsQuotesToPrint: ({ context }) =>
      quotesOfPackage(context.quotes, context.currentPackage).length > 0,
    offerHasExpired: ({ context }) => context.offerSecondsLeft === 0,
    // A tick that leaves the countdown as it reads changes nothing: no new snapshot, no redraw,
    // no write of the tab's state (each cost a phone 50–70 ms at 4× CPU, once a second).
    offerCountdownMoves: ({ context }, now: number) =>
      countdownMoves(context.offerSecondsLeft, secondsLeft(context.offerExpiresAt, now)),
    quoteIsListed: ({ context, event }) =>
      event.type === 'quotation.select' && findQuotation(context.quotes, event) !== undefined,
    /** Only emit-enabled insurers (mapfre, gds, hdi) sell here; the others are compared only. */
    insurerCanEmit: ({ event }) =>
      event.type === 'quotation.select' && insurers[event.providerCode].canEmit,
    hasQuotationSkippingResults: ({ context }) =>
      quotationSkippingResults(context.quotes, context.currentPackage) !== undefined,
    /** The compare view takes at most four insurers (src/domain/quote/compared-insurers.ts). */
    mayToggleCompared: ({ context, event }) =>
      event.type === 'quotation.toggleCompare' &&
      canToggleCompared(context.comparedInsurers, event.providerCode),
  },
  actions: {
    storeQuoteRequest: assign(
      (
        { context },
        params: {
          inputs: QuoteInputs;
          versions?: Version[];
          promoCode: string | null;
          blacklist: readonly string[];
          customisation: Customisation;
        },
      ) => ({
        inputs: params.inputs,
        ...versionsForRequest(context, params.inputs, params.versions),
        promoCode: params.promoCode,
        blacklist: params.blacklist.filter(isInsurerCode),
        originalCustomisation: params.customisation,
        customisation: params.customisation,
        draftCustomisation: params.customisation,
        customisePanel: 'closed' as const,
      }),
    ),
    /** A version the request named stays chosen, even one the list lacks: the quote used it. */
    useVersions: assign(({ context }, versions: Version[]) => ({
      versions,
      versionId: context.versionId ?? defaultVersion(versions)?.id ?? null,
    })),
    useVersion: assign((_, versionId: string) => ({ versionId })),
    usePromo: assign((_, promo: { promoCode: string; blacklist: readonly string[] }) => ({
      promoCode: promo.promoCode,
      blacklist: promo.blacklist.filter(isInsurerCode),
    })),
    selectQuotationSkippingResults: assign(({ context }) => ({
      selectedQuotation: quotationSkippingResults(context.quotes, context.currentPackage) ?? null,
    })),
    usePolicy: assign(({ context }, policy: Partial<PolicyChoices>) => ({
      policy: { ...context.policy, ...policy },
    })),
    showPackage: assign((_, currentPackage: PackageCode) => ({ currentPackage })),
    toggleCompared: assign(({ context }, code: InsurerCode) => ({
      comparedInsurers: toggleCompared(context.comparedInsurers, code),
    })),
    openCustomise: assign(({ context }) => ({
      draftCustomisation: context.customisation,
      customisePanel: 'open' as const,
    })),
    editDraft: assign(({ context, event }) => {
      const draft = context.draftCustomisation;
      if (event.type === 'quotation.editFilter')
        return { draftCustomisation: withFilterValue(draft, event.filter, event.value) };
      if (event.type === 'quotation.switchFilter')
        return { draftCustomisation: withFilterSwitch(draft, event.filter, event.on) };
      if (event.type === 'quotation.switchCover')
        return { draftCustomisation: withSpecialCover(draft, event.cover, event.on) };
      return {};
    }),
    /** The next round re-prices the listed cards: they stay, shown as updating, until answered. */
    /** Edited coverages quote the first package only (docs/behaviour/quote/results.md#restrictions). */
    applyDraft: assign(({ context }) => ({
      customisation: context.draftCustomisation,
      customisePanel: 'closed' as const,
      repricesListedQuotes: true,
      policy: {
        ...context.policy,
        hasCoveragesEdited: !sameCustomisation(
          context.draftCustomisation,
          context.originalCustomisation,
        ),
      },
    })),
    restoreOriginalCustomisation: assign(({ context }) => ({
      customisation: context.originalCustomisation,
      draftCustomisation: context.originalCustomisation,
      customisePanel: 'closed' as const,
      repricesListedQuotes: true,
      policy: { ...context.policy, hasCoveragesEdited: false },
    })),
    discardEdits: assign(({ context }) => ({ draftCustomisation: context.customisation })),
    askBeforeLeaving: assign({ customisePanel: 'confirmingLeave' as const }),
    keepEditing: assign({ customisePanel: 'open' as const }),
    closeCustomise: assign({ customisePanel: 'closed' as const }),
    holdLeave: assign((_, heldLeave: HeldLeave) => ({ heldLeave })),
    /** Continuar or Cancelar answers the held move, if one waits for it (else only the panel). */
    answerHeldLeave: assign(({ context }, answer: 'proceed' | 'cancel') =>
      context.heldLeave === 'asking' ? { heldLeave: answer } : {},
    ),
    markQuotationInit: assign({
      quotationInit: true,
      failedInsurers: [],
      unanswered: [],
      oneQuoteWasResolved: false,
      allQuotationsResolved: false,
      withoutQuotes: false,
      withoutQuotesReason: null,
      vehicleRefused: false,
    }),
    startRound: assign(({ context }) => {
      const scope = scopeOf(context.policy);
      const again = context.askingAgain.length > 0;
      const round = planQuoteRound({
        insurers: again ? context.askingAgain : insurersOf(context.inputs),
        blacklist: context.blacklist,
        scope,
        selectedProvider: context.selectedQuotation?.providerCode,
      });
      const number = context.round + 1;
      const packages = quotablePackages(scope);
      const keepsOthers = again || round.requotesSelectedProviderOnly;
      return {
        round: number,
        roundSize: round.jobs.length,
        requotesSelectedProviderOnly: round.requotesSelectedProviderOnly,
        askedInsurers: again ? context.askedInsurers : providersOf(round.jobs),
        askingAgain: [],
        pending: round.jobs.map((job) => ({ ...job, actorId: quoteActorId(number, job) })),
        quotes: quotesKeptForRound(context.quotes, {
          ...round,
          requotesSelectedProviderOnly: keepsOthers,
          repricesListedQuotes: context.repricesListedQuotes,
        }),
        selectedQuotation: keepsOthers ? context.selectedQuotation : null,
        currentPackage: packages.includes(context.currentPackage)
          ? context.currentPackage
          : (packages[0] ?? context.currentPackage),
      };
    }),
    /**
     * A full round is one streamed request (one connection, one write for the rate limiter);
     * re-quoting the selected provider alone asks for each of its packages separately.
     */
    requestEveryQuote: enqueueActions(({ context, enqueue }) => {
      if (context.pending.length === 0) return;
      if (!context.requotesSelectedProviderOnly) {
        enqueue.spawnChild('quoteRound', {
          id: quoteRoundActorId(context.round),
          input: { round: context.round, body: quoteRoundBodyFor(context) },
        });
        return;
      }
      for (const { actorId, ...job } of context.pending) {
        enqueue.spawnChild('requestQuote', {
          id: actorId,
          input: { body: quoteBodyFor(context, job), providerCode: job.providerCode },
        });
      }
    }),
    cancelRoundInFlight: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild(quoteRoundActorId(context.round));
      for (const request of context.pending) enqueue.stopChild(request.actorId);
      enqueue.assign({ pending: [], repricesListedQuotes: false });
    }),
    listQuotation: assign(({ context }, quotation: Quotation) => ({
      quotes: listQuotation(context.quotes, quotation),
      selectedQuotation: selectionAfterAnswer(context.selectedQuotation, quotation),
      oneQuoteWasResolved: true,
    })),
    removeFailedPackage: assign(({ context }, actorId: string) => {
      const slot = context.pending.find((request) => request.actorId === actorId);
      if (!slot) return {};
      return {
        quotes: removeQuoteSlot(context.quotes, slot),
        selectedQuotation: selectionAfterFailure(context.selectedQuotation, slot),
      };
    }),
    askUnansweredAgain: assign(({ context }) => ({ askingAgain: context.unanswered })),
    /** A failed answer (not a decline): the insurer is named as not answering. */
    noteFailed: assign(({ context }, failed: readonly InsurerCode[]) => ({
      failedInsurers: [...new Set([...context.failedInsurers, ...failed])],
    })),
    settleRequest: assign(({ context }, actorId: string) => ({
      pending: context.pending.filter((request) => request.actorId !== actorId),
    })),
    /** The stream ended or broke off: the packages that did not answer are dropped. */
    dropUnansweredRequests: assign(({ context }, vehicleRefused: boolean) => ({
      vehicleRefused,
      failedInsurers: vehicleRefused
        ? []
        : [...new Set([...context.failedInsurers, ...providersOf(context.pending)])],
      quotes: context.pending.reduce(removeQuoteSlot, context.quotes),
      selectedQuotation: context.pending.reduce(selectionAfterFailure, context.selectedQuotation),
      pending: [],
    })),
    dropQuotes: assign({ quotes: [], selectedQuotation: null }),
    finishRound: assign(({ context }) => {
      const withoutQuotes = context.quotes.length === 0;
      return {
        allQuotationsResolved: true,
        // In the page's order; an insurer that priced another package did answer.
        unanswered: context.askedInsurers.filter(
          (code) =>
            context.failedInsurers.includes(code) &&
            !context.quotes.some((quote) => quote.providerCode === code),
        ),
        withoutQuotes,
        withoutQuotesReason: withoutQuotes
          ? withoutQuotesReason({
              versionFound: context.versionId !== null,
              requests: context.roundSize,
              vehicleRefused: context.vehicleRefused,
            })
          : null,
        quotationInit: false,
      };
    }),
    startOfferCountdown: assign(({ context }) => {
      const expiresAt = offerExpiresAt(context.quotes);
      return { offerExpiresAt: expiresAt, offerSecondsLeft: secondsLeft(expiresAt, Date.now()) };
    }),
    tickOfferCountdown: assign(({ context }, now: number) => ({
      offerSecondsLeft: secondsLeft(context.offerExpiresAt, now),
    })),
    selectQuotation: assign(({ context }, slot: QuoteSlot) => ({
      selectedQuotation: findQuotation(context.quotes, slot) ?? null,
    })),
    announceSelection: emit(({ context }) => {
      // Set by selectQuotation just before, from a listed quotation.
      const quotation = context.selectedQuotation as Quotation;
      return {
        type: 'quotation.selected' as const,
        quotation,
        inputs: context.inputs as QuoteInputs,
        quoteRequest: quoteBodyFor(context, quotation),
      };
    }),
    askToSaveQuote: emit(({ context }, emailAddress: string) => ({
      type: 'session.saveQuote' as const,
      cart: cartToSave(context),
      emailAddress,
    })),
    askForQuotePdf: emit(({ context }) => ({
      type: 'session.downloadQuotePdf' as const,
      quotationIds: quotesOfPackage(context.quotes, context.currentPackage).map(
        (quote) => quote.id,
      ),
    })),
    announceSettled: emit(({ context }) => ({
      type: 'quotation.settled' as const,
      withoutQuotes: context.withoutQuotes,
    })),
    resetQuotation: assign(({ context }) => ({
      ...initialQuotationContext(),
      round: context.round,
    })),
  },
}).createMachine({
  id: 'quotation',
  context: initialQuotationContext,
  initial: 'idle',
  on: {
    'quotation.request': {
      target: '.comparing',
      actions: [
        {
          type: 'storeQuoteRequest',
          params: ({ event }) => ({
            inputs: event.inputs,
            versions: event.versions,
            promoCode: event.promoCode ?? null,
            blacklist: event.blacklist ?? [],
            customisation: event.customisation ?? initialCustomisation(),
          }),
        },
        { type: 'usePolicy', params: ({ event }) => event.policy ?? {} },
        {
          type: 'showPackage',
          params: ({ context, event }) => event.package ?? context.currentPackage,
        },
        'markQuotationInit',
      ],
    },
    'quotation.reset': { target: '.idle', actions: 'resetQuotation' },
  },
  states: {
    idle: {},
    /** A quote was requested: its round runs or has ended; the cards can be used. */
    comparing: {
      initial: 'choosingVersion',
      on: {
        'quotation.changePolicy': {
          guard: 'someInsurerQuotesThePolicy',
          target: '.quoting',
          actions: { type: 'usePolicy', params: ({ event }) => event.policy },
        },
        // Only a settled round names insurers that did not answer (a round starts with none).
        'quotation.askAgain': {
          guard: 'someInsurerDidNotAnswer',
          target: '.quoting',
          actions: 'askUnansweredAgain',
        },
        'quotation.changeVersion': {
          target: '.quoting',
          actions: { type: 'useVersion', params: ({ event }) => event.versionId },
        },
        'quotation.openCustomise': { actions: 'openCustomise' },
        'quotation.editFilter': {
          guard: and(['customiseIsOpen', 'isOfferedFilterValue']),
          actions: 'editDraft',
        },
        'quotation.switchFilter': { guard: 'customiseIsOpen', actions: 'editDraft' },
        'quotation.switchCover': { guard: 'customiseIsOpen', actions: 'editDraft' },
        'quotation.applyFilters': {
          guard: 'hasUnappliedEdits',
          target: '.quoting',
          actions: 'applyDraft',
        },
        'quotation.resetFilters': [
          {
            guard: 'appliedCustomisationIsEdited',
            target: '.quoting',
            actions: 'restoreOriginalCustomisation',
          },
          { guard: 'hasUnappliedEdits', actions: 'discardEdits' },
        ],
        'quotation.closeCustomise': [
          { guard: 'hasUnappliedEdits', actions: 'askBeforeLeaving' },
          { actions: 'closeCustomise' },
        ],
        'quotation.confirmLeave': {
          guard: 'isAskingBeforeLeaving',
          actions: [
            'discardEdits',
            'closeCustomise',
            { type: 'answerHeldLeave', params: 'proceed' },
          ],
        },
        'quotation.cancelLeave': {
          guard: 'isAskingBeforeLeaving',
          actions: ['keepEditing', { type: 'answerHeldLeave', params: 'cancel' }],
        },
        // The browser's back or forward button, held by the page: with unapplied edits the panel
        // asks and the answer tells the page to make the move or drop it; else the move goes on.
        'quotation.leaveHeld': [
          {
            guard: 'hasUnappliedEdits',
            actions: ['askBeforeLeaving', { type: 'holdLeave', params: 'asking' }],
          },
          { actions: { type: 'holdLeave', params: 'proceed' } },
        ],
        'quotation.leaveSettled': { actions: { type: 'holdLeave', params: 'none' } },
        'quotation.showPackage': {
          guard: 'packageIsQuotable',
          actions: { type: 'showPackage', params: ({ event }) => event.package },
        },
        'quotation.toggleCompare': {
          guard: 'mayToggleCompared',
          actions: { type: 'toggleCompared', params: ({ event }) => event.providerCode },
        },
        // Saving and downloading are the session's: the app hands it these requests.
        'quotation.saveQuote': {
          actions: { type: 'askToSaveQuote', params: ({ event }) => event.emailAddress },
        },
        'quotation.downloadQuotePdf': { guard: 'showsQuotesToPrint', actions: 'askForQuotePdf' },
        'quotation.select': {
          guard: and(['insurerCanEmit', 'quoteIsListed']),
          actions: [{ type: 'selectQuotation', params: ({ event }) => event }, 'announceSelection'],
        },
        'quotation.changePromo': {
          target: '.quoting',
          actions: { type: 'usePromo', params: ({ event }) => event },
        },
        // A promo that skips the results page (skipSeeQuote) buys the rule's quotation.
        'quotation.selectSkippingResults': {
          guard: 'hasQuotationSkippingResults',
          actions: ['selectQuotationSkippingResults', 'announceSelection'],
        },
      },
      states: {
        choosingVersion: {
          always: [
            { guard: 'versionsAreLoaded', target: 'quoting' },
            { target: 'loadingVersions' },
          ],
        },
        // A reload asks again (the versions, the round): nothing on the page could. Without the
        // list a named version is still quoted; only the choice of another one is missing.
        loadingVersions: {
          tags: [busyTag, askedAgainOnRestoreTag],
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ modelId: (context.inputs as QuoteInputs).modelId }),
            onDone: [
              {
                guard: 'versionsWereFound',
                target: 'quoting',
                actions: { type: 'useVersions', params: ({ event }) => event.output },
              },
              { guard: 'hasVersion', target: 'quoting' },
              { target: 'settled', actions: 'dropQuotes' },
            ],
            onError: [
              { guard: 'hasVersion', target: 'quoting' },
              { target: 'settled', actions: 'dropQuotes' },
            ],
          },
        },
        quoting: {
          tags: [busyTag, askedAgainOnRestoreTag],
          // Every way in (request, policy, version, customisation) starts a new round the same way.
          entry: ['markQuotationInit', 'startRound', 'requestEveryQuote'],
          // Leaving the round (new round, reset) stops its actors, which aborts their calls.
          exit: 'cancelRoundInFlight',
          always: { guard: 'allRequestsHaveSettled', target: 'settled' },
          on: {
            'xstate.done.actor.*': {
              guard: 'isAnswerOfRoundInFlight',
              actions: [
                { type: 'listQuotation', params: ({ event }) => event.output as Quotation },
                { type: 'settleRequest', params: ({ event }) => event.actorId },
              ],
            },
            'xstate.error.actor.*': {
              guard: 'isAnswerOfRoundInFlight',
              actions: [
                { type: 'removeFailedPackage', params: ({ event }) => event.actorId },
                { type: 'settleRequest', params: ({ event }) => event.actorId },
              ],
            },
            'quotation.quoteAnswered': {
              guard: 'isStreamedAnswerOfRoundInFlight',
              actions: [
                { type: 'listQuotation', params: ({ event }) => event.quotation },
                {
                  type: 'settleRequest',
                  params: ({ event }) => quoteActorId(event.round, event.quotation),
                },
              ],
            },
            'quotation.quoteRefused': {
              guard: 'isStreamedAnswerOfRoundInFlight',
              actions: [
                {
                  type: 'noteFailed',
                  params: ({ event }) => (event.failed ? [event.slot.providerCode] : []),
                },
                {
                  type: 'removeFailedPackage',
                  params: ({ event }) => quoteActorId(event.round, event.slot),
                },
                {
                  type: 'settleRequest',
                  params: ({ event }) => quoteActorId(event.round, event.slot),
                },
              ],
            },
            'quotation.roundEnded': {
              guard: 'isEndOfRoundInFlight',
              actions: {
                type: 'dropUnansweredRequests',
                params: ({ event }) => event.vehicleRefused ?? false,
              },
            },
          },
        },
        settled: {
          entry: ['finishRound', 'announceSettled'],
          always: [{ guard: 'hasQuotes', target: 'results' }, { target: 'withoutQuotes' }],
        },
        results: {
          entry: 'startOfferCountdown',
          initial: 'offerRunning',
          states: {
            offerRunning: {
              always: { guard: 'offerHasExpired', target: 'offerExpired' },
              // An invoked clock rather than a delayed transition: a restored snapshot restarts
              // invoked actors, while pending delays are not part of the persisted snapshot.
              invoke: { src: 'offerClock' },
              on: {
                'quotation.offerTick': {
                  guard: { type: 'offerCountdownMoves', params: ({ event }) => event.now },
                  actions: { type: 'tickOfferCountdown', params: ({ event }) => event.now },
                },
              },
            },
            offerExpired: {},
          },
        },
        withoutQuotes: {},
      },
    },
  },
});
