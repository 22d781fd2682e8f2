import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';
import { mayEnterEmitCart } from '../../src/domain/purchase/emit-cart-access';
import { promoForcesHome } from '../../src/domain/site/promo';
import { clientRoutes, type ClientRoute } from '../../src/domain/site/routes';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import { quoteWizardMachine } from '../quote-wizard/quote-wizard.machine';
import type { WizardVariant } from '../quote-wizard/quote-wizard.types';
import { sessionMachine } from '../session/session.machine';
import { untilIdle } from '../support/loaded-later';
import { askedAgainOnRestoreTag, busyTag } from '../support/persistence';
import { quotationRequest, type QuoteChoices, type QuoteInputs } from '../contracts/quotation-link';
import { afterPurchaseInputOf } from './after-purchase-input';
import { loadPurchaseFlows, purchaseFlowStandIns } from './purchase-flows-loading';
import { loadQuotation, quotationStandIn } from './quotation-loading';
import { relayQuotation, relayQuoteWizard, relaySession } from './app.relays';
import { cartRouteOf, isPurchaseRoute, isQuoteStartRoute, wizardVariantFor } from './app.routes';
import type { AppContext, AppEmitted, AppEvent, AppInput } from './app.types';
import {
  cartKindOf,
  companyCartInputOf,
  individualCartInputOf,
  type PurchaseStart,
} from './cart-input';
import { appSchemas } from './app.schemas';

/** The page a visitor who enters a quote page would see the wizard in. */
const routeVariant = (context: AppContext, event: AppEvent): WizardVariant | undefined =>
  event.type === 'app.routeEntered' && isQuoteStartRoute(event.path)
    ? wizardVariantFor(event.path, context.promoCode)
    : undefined;

/**
 * A quote asked of the quotation: the inputs, with a restored cart's package and policy choices,
 * or the model's versions the wizard listed.
 */
type QuoteAsked = { inputs: QuoteInputs; versions?: Version[] } & QuoteChoices;

/** The quote an event asks for (a hand-over, a requote), without the event's type. */
const quoteAskedIn = (event: AppEvent): QuoteAsked => {
  assertEvent(event, ['wizard.handedOver', 'session.requoteRequested']);
  const { type: _type, ...asked } = event;
  return asked;
};

const purchaseStartOf = (context: AppContext): PurchaseStart => ({
  // Stored by storeSelection just before a cart starts.
  selection: context.selection!,
  promo: context.promo,
  pageUrl: `${context.origin}${clientRoutes.emitCart}`,
  googleAnalyticsId: context.googleAnalyticsId,
});

/**
 * The app: the root of every flow (docs/architecture/machines.md#the-app-machine). It runs the session, the
 * quote wizard, the quotation once a quote is asked for and, once a quotation is selected, the
 * individual or the company cart as child actors (each with a systemId), routes what they
 * announce to each other, and decides navigation: the results after the wizard, the cart after
 * 'Seleccionar', home from a purchase page without a selection. The React binding only reports
 * the page entered and applies the navigation this machine requests.
 */
export const appMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: appSchemas,
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
    children: {} as {
      loadPurchaseFlows: 'loadPurchaseFlows';
      preloadPurchaseFlows: 'loadPurchaseFlows';
      loadQuotation: 'loadQuotation';
      preloadQuotation: 'preloadQuotation';
      session: 'session';
      quoteWizard: 'quoteWizard';
      quotation: 'quotation';
      individualCart: 'individualCart';
      companyCart: 'companyCart';
      afterPurchase: 'afterPurchase';
      relaySession: 'relaySession';
      relayQuoteWizard: 'relayQuoteWizard';
      relayQuotation: 'relayQuotation';
    },
  },
  actors: {
    session: sessionMachine,
    quoteWizard: quoteWizardMachine,
    // The quotation's code comes with the results: `quotation.loading` loads it, then hands on
    // the quote that was asked for.
    loadQuotation: fromPromise<QuoteAsked, QuoteAsked>(async ({ input }) => {
      await loadQuotation();
      return input;
    }),
    // Or ahead of the quote, on the visitor's intent (`quotation.preloading`), once the browser
    // is idle: the hand-over then starts the quotation in its own task.
    preloadQuotation: fromPromise(async () => {
      await untilIdle();
      await loadQuotation();
    }),
    ...quotationStandIn((code) => code.quotationFlow),
    // The purchase flows' code comes with the purchase pages: `purchase.loadingFlows` loads it;
    // `quote.comparing` asks for it ahead, once the browser is idle.
    loadPurchaseFlows: fromPromise<void, { whenIdle?: boolean } | undefined>(async ({ input }) => {
      if (input?.whenIdle) await untilIdle();
      await loadPurchaseFlows();
    }),
    ...purchaseFlowStandIns((code) => code.purchaseFlowMachines),
    relaySession,
    relayQuoteWizard,
    relayQuotation,
  },
  guards: {
    isQuoteStartPage: ({ event }) =>
      event.type === 'app.routeEntered' && isQuoteStartRoute(event.path),
    pageShowsAnotherWizardVariant: ({ context, event }) => {
      const variant = routeVariant(context, event);
      return variant !== undefined && variant !== context.wizardVariant;
    },
    promoShowsAnotherWizardVariant: ({ context, event }) =>
      event.type === 'session.promoApplied' &&
      wizardVariantFor(context.path, event.promoCode) !== context.wizardVariant,
    isPurchasePageWithoutSelection: ({ context, event }) =>
      event.type === 'app.routeEntered' &&
      isPurchaseRoute(event.path) &&
      !mayEnterEmitCart(context.selection?.quotation.providerCode, context.promoCode),
    buyerIsCompany: ({ context }) =>
      context.selection !== undefined && cartKindOf(context.selection) === 'company',
    promoSkipsResults: ({ context, event }) =>
      event.type === 'quotation.settled' &&
      !event.withoutQuotes &&
      Boolean(context.promo?.skipSeeQuote) &&
      context.selection === undefined,
    promoSendsHome: ({ context, event }) =>
      (event.type === 'session.promoApplied' || event.type === 'session.promoEntered') &&
      promoForcesHome(event.promoCode, context.selection?.quotation.providerCode),
  },
  actions: {
    // The API client's: createAppMachine (app.actors.ts) gives it. Without one (a test of the
    // routing alone) no call is made, so there is nothing to carry the code.
    callAsPartner: (_, _partnerCode: string) => {},
    storePath: assign({
      path: ({ context, event }) => (event.type === 'app.routeEntered' ? event.path : context.path),
    }),
    startQuotation: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('quotation', { id: 'quotation', systemId: 'quotation' });
      enqueue.spawnChild('relayQuotation', { id: 'relayQuotation' });
    }),
    requestQuotes: sendTo('quotation', ({ context }, request: QuoteAsked) => ({
      ...quotationRequest(request.inputs, { policy: request.policy, package: request.package }),
      promoCode: context.promoCode,
      blacklist: context.blacklist,
      versions: request.versions,
    })),
    navigate: emit((_, to: ClientRoute) => ({ type: 'navigation.requested' as const, to })),
    startNewQuote: enqueueActions(({ enqueue }, variant: WizardVariant) => {
      enqueue.assign({ wizardVariant: variant });
      enqueue.sendTo('quoteWizard', { type: 'wizard.startOver', variant });
    }),
    restoreWizard: sendTo('quoteWizard', (_, inputs: QuoteInputs) => ({
      type: 'wizard.restore' as const,
      inputs,
    })),
    setWizardEditingLock: sendTo('quoteWizard', (_, locked: boolean) => ({
      type: 'wizard.setEditingLock' as const,
      locked,
    })),
    tellSessionUrlOpened: sendTo('session', ({ event }) => {
      assertEvent(event, 'app.urlOpened');
      return { type: 'session.arrive' as const, arrival: event.arrival };
    }),
    handSessionQuoteSharing: sendTo('session', ({ event }) => {
      assertEvent(event, ['session.saveQuote', 'session.downloadQuotePdf']);
      return event;
    }),
    tellSessionRoundSettled: sendTo('session', (_, withoutQuotes: boolean) => ({
      type: 'quotation.settled' as const,
      withoutQuotes,
    })),
    storePromo: assign(({ event }) => {
      if (event.type !== 'session.promoApplied' && event.type !== 'session.promoEntered') return {};
      return { promoCode: event.promoCode, promo: event.promo, blacklist: event.blacklist };
    }),
    resetQuotation: sendTo('quotation', { type: 'quotation.reset' }),
    requoteWithPromo: sendTo('quotation', ({ event }) => {
      assertEvent(event, 'session.promoEntered');
      return {
        type: 'quotation.changePromo' as const,
        promoCode: event.promoCode,
        blacklist: event.blacklist,
      };
    }),
    buyWithoutResults: sendTo('quotation', { type: 'quotation.selectSkippingResults' }),
    stopCart: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('individualCart');
      enqueue.stopChild('companyCart');
      enqueue.assign({ selection: undefined, issuedPolicy: undefined });
    }),
    storeSelection: assign(({ event }) => {
      if (event.type !== 'quotation.selected') return {};
      const { quotation, inputs, quoteRequest } = event;
      return { selection: { quotation, inputs, quoteRequest } };
    }),
    startIndividualCart: spawnChild('individualCart', {
      id: 'individualCart',
      systemId: 'individualCart',
      input: ({ context }) => individualCartInputOf(purchaseStartOf(context)),
    }),
    startCompanyCart: spawnChild('companyCart', {
      id: 'companyCart',
      systemId: 'companyCart',
      input: ({ context }) => companyCartInputOf(purchaseStartOf(context)),
    }),
    storeIssuedPolicy: assign({
      issuedPolicy: ({ event }) =>
        event.type === 'xstate.done.actor.individualCart' ||
        event.type === 'xstate.done.actor.companyCart'
          ? event.output
          : undefined,
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    arrival: input.arrival,
    partnerCode: input.partnerCode,
    path: input.path,
    origin: input.origin,
    googleAnalyticsId: input.googleAnalyticsId,
    wizardVariant: wizardVariantFor(input.path, input.arrival.promoCode),
    blacklist: [],
    restoreRefused: input.restoreRefused,
  }),
  // Each flow starts with the relay that hands its announcements to this machine; the
  // quotation starts with the first quote asked for (the `quotation` region).
  entry: [
    spawnChild('session', {
      id: 'session',
      systemId: 'session',
      input: ({ context }) => ({
        arrival: context.arrival,
        partnerCode: context.partnerCode,
        restoreRefused: context.restoreRefused,
      }),
    }),
    spawnChild('relaySession', { id: 'relaySession' }),
    spawnChild('quoteWizard', {
      id: 'quoteWizard',
      systemId: 'quoteWizard',
      input: ({ context }) => ({ variant: context.wizardVariant }),
    }),
    spawnChild('relayQuoteWizard', { id: 'relayQuoteWizard' }),
  ],
  on: {
    'app.urlOpened': { actions: 'tellSessionUrlOpened' },
    'session.partnerCodeInForce': {
      actions: { type: 'callAsPartner', params: ({ event }) => event.partnerCode },
    },
    'session.editingLockChanged': {
      actions: { type: 'setWizardEditingLock', params: ({ event }) => event.locked },
    },
    'session.navigationRequested': {
      actions: { type: 'navigate', params: ({ event }) => event.to },
    },
    'quotation.settled': {
      actions: { type: 'tellSessionRoundSettled', params: ({ event }) => event.withoutQuotes },
    },
    'session.saveQuote': { actions: 'handSessionQuoteSharing' },
    'session.downloadQuotePdf': { actions: 'handSessionQuoteSharing' },
  },
  type: 'parallel',
  states: {
    /** Where the visitor is: the wizard variant follows the page. */
    page: {
      on: { 'app.routeEntered': { actions: 'storePath' } },
    },
    /**
     * The quotation: its code loads once the visitor chose the model to quote (or with the first
     * quote asked for: the wizard's hand-over, a restored cart's requote), then it runs, once,
     * for the rest of the visit. Before the quote region, so that at the hand-over its actions
     * (the start, the round's request) run before the navigation to the results.
     */
    quotation: {
      initial: 'notStarted',
      states: {
        notStarted: {
          on: {
            'wizard.modelChosen': 'preloading',
            'wizard.handedOver': 'loading',
            'session.requoteRequested': 'loading',
          },
        },
        // Nothing asked yet: the code loads while the visitor answers the wizard's last steps.
        preloading: {
          invoke: {
            id: 'preloadQuotation',
            src: 'preloadQuotation',
            onDone: 'ready',
            // Offline: the hand-over loads it again.
            onError: 'notStarted',
          },
          on: {
            'wizard.handedOver': 'loading',
            'session.requoteRequested': 'loading',
          },
        },
        // The code is here: the quote asked for starts the quotation in the same step, so its
        // request leaves before the results page is drawn.
        ready: {
          on: {
            'wizard.handedOver': {
              target: 'running',
              actions: [
                'startQuotation',
                { type: 'requestQuotes', params: ({ event }) => quoteAskedIn(event) },
              ],
            },
            'session.requoteRequested': {
              target: 'running',
              actions: [
                'startQuotation',
                { type: 'requestQuotes', params: ({ event }) => quoteAskedIn(event) },
              ],
            },
          },
        },
        loading: {
          // A reload loads it again and quotes what was asked (the load's input).
          tags: [busyTag, askedAgainOnRestoreTag],
          invoke: {
            id: 'loadQuotation',
            src: 'loadQuotation',
            input: ({ event }) => quoteAskedIn(event),
            onDone: {
              target: 'running',
              actions: [
                'startQuotation',
                { type: 'requestQuotes', params: ({ event }) => event.output },
              ],
            },
            // Offline: nothing is quoted; the next hand-over or requote tries again.
            onError: 'notStarted',
          },
          on: {
            // The newest quote asked for is the one quoted.
            'wizard.handedOver': { target: 'loading', reenter: true },
            'session.requoteRequested': { target: 'loading', reenter: true },
            // A promo (or a cart that could not be recovered) resets the quotation: nothing to quote.
            'session.resetStoredFlow': 'notStarted',
            'session.promoApplied': 'notStarted',
          },
        },
        running: {
          on: {
            // The wizard's last step, or the results page's edit-quote modal, was confirmed.
            'wizard.handedOver': {
              actions: { type: 'requestQuotes', params: ({ event }) => quoteAskedIn(event) },
            },
            'session.requoteRequested': {
              actions: { type: 'requestQuotes', params: ({ event }) => quoteAskedIn(event) },
            },
            // A code typed in the discount modal prices the quote on screen again (if any).
            'session.promoEntered': { actions: 'requoteWithPromo' },
            'session.resetStoredFlow': { actions: 'resetQuotation' },
            'session.promoApplied': { actions: 'resetQuotation' },
          },
        },
      },
    },
    /** Quoting: the wizard until it hands over, then the results until a new quote starts. */
    quote: {
      initial: 'editing',
      on: {
        'session.cartRestored': {
          target: '.comparing',
          actions: [
            { type: 'restoreWizard', params: ({ event }) => event.inputs },
            { type: 'navigate', params: clientRoutes.seeQuote },
          ],
        },
      },
      states: {
        editing: {
          on: {
            // The quotation region quotes the answers.
            'wizard.handedOver': {
              target: 'comparing',
              actions: { type: 'navigate', params: clientRoutes.seeQuote },
            },
            'app.routeEntered': {
              guard: 'pageShowsAnotherWizardVariant',
              actions: {
                type: 'startNewQuote',
                params: ({ context, event }) => wizardVariantFor(event.path, context.promoCode),
              },
            },
            'session.promoApplied': {
              guard: 'promoShowsAnotherWizardVariant',
              actions: {
                type: 'startNewQuote',
                params: ({ context, event }) => wizardVariantFor(context.path, event.promoCode),
              },
            },
          },
        },
        comparing: {
          // The purchase flows' code loads while the results are read, so 'Seleccionar' need not
          // wait for it; if it fails, purchase.loadingFlows asks again. Not before the browser is
          // idle: in the hand-over's own task it held up the quote request (about 55 ms on a
          // phone, most of it adding the chunks' preload links).
          invoke: {
            id: 'preloadPurchaseFlows',
            src: 'loadPurchaseFlows',
            input: { whenIdle: true },
            // Handled, so the app does not fail: the results stay as they are.
            onError: { target: 'comparing' },
          },
          on: {
            'app.routeEntered': {
              guard: 'isQuoteStartPage',
              target: 'editing',
              actions: {
                type: 'startNewQuote',
                params: ({ context, event }) => wizardVariantFor(event.path, context.promoCode),
              },
            },
            // skipSeeQuote: the round's quotation chosen by the rule opens the cart.
            'quotation.settled': {
              guard: 'promoSkipsResults',
              actions: 'buyWithoutResults',
            },
            // The promo emptied the results: the wizard offers a new quote with the answers.
            'session.promoApplied': {
              target: 'editing',
              actions: {
                type: 'startNewQuote',
                params: ({ context, event }) => wizardVariantFor(context.path, event.promoCode),
              },
            },
          },
        },
      },
    },
    /** Buying: no cart until a quotation is selected, then the buyer's cart, then the policy. */
    purchase: {
      initial: 'browsing',
      on: {
        'quotation.selected': { target: '.loadingFlows', actions: ['stopCart', 'storeSelection'] },
        'session.resetStoredFlow': { target: '.browsing', actions: 'stopCart' },
        'session.promoEntered': [
          {
            guard: 'promoSendsHome',
            target: '.browsing',
            actions: ['stopCart', 'storePromo', { type: 'navigate', params: clientRoutes.home }],
          },
          { target: '.browsing', actions: ['stopCart', 'storePromo'] },
        ],
        'session.promoApplied': [
          {
            guard: 'promoSendsHome',
            target: '.browsing',
            actions: ['stopCart', 'storePromo', { type: 'navigate', params: clientRoutes.home }],
          },
          { target: '.browsing', actions: ['stopCart', 'storePromo'] },
        ],
        'app.routeEntered': {
          guard: 'isPurchasePageWithoutSelection',
          actions: { type: 'navigate', params: clientRoutes.home },
        },
      },
      states: {
        browsing: {},
        // The carts' code is loaded once, with the first selection (or before a stored cart is restored).
        loadingFlows: {
          tags: [busyTag],
          invoke: {
            id: 'loadPurchaseFlows',
            src: 'loadPurchaseFlows',
            onDone: [
              {
                guard: 'buyerIsCompany',
                target: 'companyCart',
                actions: ['startCompanyCart', { type: 'navigate', params: cartRouteOf.company }],
              },
              {
                target: 'individualCart',
                actions: [
                  'startIndividualCart',
                  { type: 'navigate', params: cartRouteOf.individual },
                ],
              },
            ],
            // Offline: the results stay on screen and 'Seleccionar' tries again.
            onError: { target: 'browsing', actions: 'stopCart' },
          },
        },
        individualCart: {
          on: {
            'xstate.done.actor.individualCart': {
              target: 'purchased',
              actions: ['storeIssuedPolicy', { type: 'navigate', params: clientRoutes.thankYou }],
            },
          },
        },
        companyCart: {
          on: {
            'xstate.done.actor.companyCart': {
              target: 'purchased',
              actions: ['storeIssuedPolicy', { type: 'navigate', params: clientRoutes.thankYou }],
            },
          },
        },
        // The thank-you page: the buyer's account and the policy download.
        purchased: {
          invoke: {
            id: 'afterPurchase',
            systemId: 'afterPurchase',
            src: 'afterPurchase',
            input: ({ context }) => afterPurchaseInputOf(context),
          },
        },
      },
    },
  },
});
