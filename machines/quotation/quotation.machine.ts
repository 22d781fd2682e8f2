import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { initialCustomiseFilters, type CustomiseFilters } from '../../src/domain/coverage';
import { mayEnterEmitCart } from '../../src/domain/emit-cart-access';
import type { InsurerCode } from '../../src/domain/insurers';
import { offerExpiresAt, secondsLeft } from '../../src/domain/offer-countdown';
import {
  findQuotation,
  isSameSlot,
  listQuotation,
  quotesKeptForRound,
  removeQuoteSlot,
  type QuoteSlot,
} from '../../src/domain/quote-list';
import { planQuoteRound } from '../../src/domain/quote-round';
import type { Quotation } from '../../src/domain/quotation';
import { clientRoutes } from '../../src/domain/routes';
import { initialQuotationContext, quoteActorId, quoteBodyFor, scopeOf } from './quotation.context';
import { busyTag } from '../support/persistence';
import { offerClock } from './offer-clock';
import type {
  QuotationContext,
  QuotationEmitted,
  QuotationEvent,
  QuoteCall,
  QuoteInputs,
} from './quotation.types';

const requestQuoteNotProvided = fromPromise<Quotation, QuoteCall>(() =>
  Promise.reject(new Error('Provide requestQuote with quotationActors(api)')),
);

function isPending(context: QuotationContext, actorId: string): boolean {
  return context.pending.some((request) => request.actorId === actorId);
}

function withoutPending(context: QuotationContext, actorId: string) {
  return context.pending.filter((request) => request.actorId !== actorId);
}

function selectionAfterAnswer(selected: Quotation | null, quotation: Quotation) {
  return selected && isSameSlot(selected, quotation) ? quotation : selected;
}

function selectionAfterFailure(selected: Quotation | null, slot: QuoteSlot) {
  return selected && isSameSlot(selected, slot) ? null : selected;
}

/**
 * The quote lifecycle of the results page (quote area, section 4): one request per insurer ×
 * package, answers listed as they arrive, the lifecycle flags, restrictions, blacklist,
 * filters, the offer countdown and the way to /emit-cart.
 */
export const quotationMachine = setup({
  types: {
    context: {} as QuotationContext,
    events: {} as QuotationEvent,
    emitted: {} as QuotationEmitted,
  },
  actors: { requestQuote: requestQuoteNotProvided, offerClock },
  guards: {
    filtersAreEdited: ({ context }) =>
      JSON.stringify(context.filters) !== JSON.stringify(context.originalFilters),
    isAnswerOfRoundInFlight: ({ context, event }) =>
      'actorId' in event && isPending(context, event.actorId),
    allRequestsHaveSettled: ({ context }) => context.pending.length === 0,
    hasQuotes: ({ context }) => context.quotes.length > 0,
    offerHasExpired: ({ context }) => context.offerSecondsLeft === 0,
    quoteIsListed: ({ context, event }) =>
      event.type === 'quotation.select' && findQuotation(context.quotes, event) !== undefined,
    mayEnterEmitCart: ({ context }) =>
      mayEnterEmitCart(
        context.selectedQuotation?.providerCode,
        context.quote?.promoCode ?? undefined,
      ),
  },
  actions: {
    storeQuoteRequest: assign(
      (
        _,
        params: {
          quote: QuoteInputs;
          insurers: readonly InsurerCode[];
          blacklist: readonly InsurerCode[];
          filters: CustomiseFilters;
        },
      ) => ({
        quote: params.quote,
        insurers: [...params.insurers],
        blacklist: [...params.blacklist],
        originalFilters: params.filters,
        filters: params.filters,
      }),
    ),
    useFilters: assign((_, filters: CustomiseFilters) => ({ filters })),
    restoreOriginalFilters: assign(({ context }) => ({ filters: context.originalFilters })),
    cancelRoundInFlight: enqueueActions(({ context, enqueue }) => {
      for (const request of context.pending) enqueue.stopChild(request.actorId);
    }),
    startRound: assign(({ context }) => {
      const round = planQuoteRound({
        insurers: context.insurers,
        blacklist: context.blacklist,
        scope: scopeOf(context.quote as QuoteInputs),
        selectedProvider: context.selectedQuotation?.providerCode,
      });
      const number = context.round + 1;
      return {
        round: number,
        pending: round.jobs.map((job) => ({ ...job, actorId: quoteActorId(number, job) })),
        quotes: quotesKeptForRound(context.quotes, round),
        selectedQuotation: round.requotesSelectedProviderOnly ? context.selectedQuotation : null,
        quotationInit: true,
        oneQuoteWasResolved: false,
        allQuotationsResolved: false,
        withoutQuotes: false,
      };
    }),
    requestEveryQuote: enqueueActions(({ context, enqueue }) => {
      for (const { actorId, ...job } of context.pending) {
        enqueue.spawnChild('requestQuote', {
          id: actorId,
          input: { body: quoteBodyFor(context, job), providerCode: job.providerCode },
        });
      }
    }),
    listQuotation: assign(({ context }, quotation: Quotation) => ({
      quotes: listQuotation(context.quotes, quotation),
      selectedQuotation: selectionAfterAnswer(context.selectedQuotation, quotation),
    })),
    markOneQuoteResolved: assign({ oneQuoteWasResolved: true }),
    removeFailedPackage: assign(({ context }, params: { actorId: string }) => {
      const slot = context.pending.find((request) => request.actorId === params.actorId);
      if (!slot) return {};
      return {
        quotes: removeQuoteSlot(context.quotes, slot),
        selectedQuotation: selectionAfterFailure(context.selectedQuotation, slot),
      };
    }),
    settleRequest: assign(({ context }, params: { actorId: string }) => ({
      pending: withoutPending(context, params.actorId),
    })),
    finishRound: assign(({ context }) => ({
      allQuotationsResolved: true,
      withoutQuotes: context.quotes.length === 0,
      quotationInit: false,
    })),
    startOfferCountdown: assign(({ context }) => {
      const expiresAt = offerExpiresAt(context.quotes);
      return { offerExpiresAt: expiresAt, offerSecondsLeft: secondsLeft(expiresAt, Date.now()) };
    }),
    tickOfferCountdown: assign(({ context }) => ({
      offerSecondsLeft: secondsLeft(context.offerExpiresAt, Date.now()),
    })),
    selectQuotation: assign(({ context }, slot: QuoteSlot) => ({
      selectedQuotation: findQuotation(context.quotes, slot) ?? null,
    })),
    enterEmitCart: raise({ type: 'quotation.enterEmitCart' }),
    goToEmitCart: emit({ type: 'quotation.navigate', to: clientRoutes.emitCart }),
    goHome: emit({ type: 'quotation.navigate', to: clientRoutes.home }),
    resetQuotation: enqueueActions(({ context, enqueue }) => {
      for (const request of context.pending) enqueue.stopChild(request.actorId);
      enqueue.assign({ ...initialQuotationContext(), round: context.round });
    }),
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
            quote: event.quote,
            insurers: event.insurers,
            blacklist: event.blacklist ?? [],
            filters: event.filters ?? initialCustomiseFilters(),
          }),
        },
        'cancelRoundInFlight',
        'startRound',
        'requestEveryQuote',
      ],
    },
    'quotation.enterEmitCart': [
      { guard: 'mayEnterEmitCart', actions: 'goToEmitCart' },
      { actions: 'goHome' },
    ],
    'quotation.reset': { target: '.idle', actions: 'resetQuotation' },
  },
  states: {
    idle: {},
    /** A quote was requested: its round runs or has ended; the cards can be used. */
    comparing: {
      initial: 'quoting',
      on: {
        'quotation.applyFilters': {
          target: '.quoting',
          actions: [
            { type: 'useFilters', params: ({ event }) => event.filters },
            'cancelRoundInFlight',
            'startRound',
            'requestEveryQuote',
          ],
        },
        'quotation.resetFilters': {
          guard: 'filtersAreEdited',
          target: '.quoting',
          actions: [
            'restoreOriginalFilters',
            'cancelRoundInFlight',
            'startRound',
            'requestEveryQuote',
          ],
        },
        'quotation.select': {
          guard: 'quoteIsListed',
          actions: [{ type: 'selectQuotation', params: ({ event }) => event }, 'enterEmitCart'],
        },
      },
      states: {
        quoting: {
          tags: [busyTag],
          always: { guard: 'allRequestsHaveSettled', target: 'settled' },
          on: {
            'xstate.done.actor.*': {
              guard: 'isAnswerOfRoundInFlight',
              actions: [
                { type: 'listQuotation', params: ({ event }) => event.output },
                'markOneQuoteResolved',
                { type: 'settleRequest', params: ({ event }) => event },
              ],
            },
            'xstate.error.actor.*': {
              guard: 'isAnswerOfRoundInFlight',
              actions: [
                { type: 'removeFailedPackage', params: ({ event }) => event },
                { type: 'settleRequest', params: ({ event }) => event },
              ],
            },
          },
        },
        settled: {
          entry: 'finishRound',
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
              on: { 'quotation.offerTick': { actions: 'tickOfferCountdown' } },
            },
            offerExpired: {},
          },
        },
        withoutQuotes: {},
      },
    },
  },
});
