import * as v from 'valibot';
import { assertEvent, assign, emit, setup } from 'xstate';
import { clientRoutes } from '../../src/domain/site/routes';
import { timing } from '../../src/domain/common/timing';
import { ownPartnerCode } from '../../src/domain/site/partners';
import {
  blacklistedInsurersFor,
  isLeadsChannel,
  partnerCodeFrom,
  promoForcesHome,
  type PromoData,
} from '../../src/domain/site/promo';
import { cartNotRecoveredMessage } from '../../src/domain/validation/cart-id';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import { promoCodeStepSchema } from '../../src/domain/validation/quote-steps';
import { emailAddressSchema } from '../../src/domain/validation/contact-fields';
import { messages } from '../../src/domain/validation/messages';
import { busyTag } from '../support/persistence';
import { notProvided } from '../support/placeholder';
import { actorError } from '../support/actor-events';
import { failureMessage } from '../support/failure-message';
import { quotationRequest } from '../contracts/quotation-link';
import { catalogueKeysOf, quoteChoicesFromCart, quoteInputsFromCart } from './session.restore';
import type {
  CartToSave,
  LoadedPromo,
  PromoCookie,
  QuotePdfRequest,
  RestoredCatalogue,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
} from './session.types';
import { sessionSchemas } from './session.schemas';

/**
 * The visitor's session (docs/behaviour/quote/arrival.md): arrival with a promo code or a saved
 * cart's id, a code typed in the discount modal, the partner code calls carry, and sharing the
 * quote (saved and mailed, or downloaded as a PDF). It talks to the other machines
 * only through emitted events (see ../contracts/quotation-link.ts) that the app machine (machines/app) routes.
 */
/** The promo code the restored cart was saved with, if any. */
function savedPromoOf(context: SessionContext): string | undefined {
  return context.cart?.policy?.promocode ?? undefined;
}

/** What a promo puts in force: its data, partner, editing lock and blacklist. */
function promoInForce(context: SessionContext, promo: PromoData) {
  return {
    promo,
    partnerCode: partnerCodeFrom(promo, context.sitePartnerCode),
    editingLocked: isLeadsChannel(context.promoCode),
    blacklist: blacklistedInsurersFor(context.promoCode),
  };
}

export const sessionMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: sessionSchemas,
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadPromoData: notProvided<LoadedPromo, { promoCode: string }>('loadPromoData'),
    rememberPromoCode: notProvided<void, PromoCookie>('rememberPromoCode'),
    loadCart: notProvided<RestoredCart, { cartId: string }>('loadCart'),
    refetchCatalogue: notProvided<RestoredCatalogue, ReturnType<typeof catalogueKeysOf>>(
      'refetchCatalogue',
    ),
    saveCart: notProvided<{ id: string }, CartToSave & { cartId?: string }>('saveCart'),
    sendSavedQuote: notProvided<unknown, { emailAddress: string; cartId: string }>(
      'sendSavedQuote',
    ),
    downloadQuotePdf: notProvided<void, QuotePdfRequest>('downloadQuotePdf'),
  },
  guards: {
    hasCartId: ({ context }) => Boolean(context.arrival.cartId),
    hasPromoCode: ({ context }) => Boolean(context.promoCode),
    cartHasAnotherPromo: ({ context }) => {
      const saved = savedPromoOf(context);
      return saved !== undefined && saved !== context.promoCode;
    },
    urlNamesAnotherCart: ({ context }) =>
      Boolean(context.openedUrl?.cartId) && context.openedUrl?.cartId !== context.cartId,
    urlNamesAnotherPromo: ({ context }) =>
      Boolean(context.openedUrl?.promoCode) && context.openedUrl?.promoCode !== context.promoCode,
    isEnteredCodeWellFormed: ({ event }) =>
      event.type === 'session.applyPromo' &&
      v.is(promoCodeStepSchema, { promoCode: event.promoCode }),
    isEditingLocked: ({ context }) => context.editingLocked,
    isEmailAddressWellFormed: ({ event }) =>
      event.type === 'session.saveQuote' && v.is(emailAddressSchema, event.emailAddress),
    promoSendsHome: ({ context }) => promoForcesHome(context.promoCode, context.selectedProvider),
    hasNoQuotes: ({ event }) => event.type === 'quotation.settled' && event.withoutQuotes,
  },
  actions: {
    checkEnteredCode: assign({
      promoEntry: ({ event }) => {
        assertEvent(event, 'session.applyPromo');
        return { status: 'checking' as const, code: event.promoCode.trim() };
      },
    }),
    noteOpenedUrl: assign({
      openedUrl: ({ event }) => {
        assertEvent(event, 'session.arrive');
        return event.arrival;
      },
    }),
    // Only called when openedUrl names something new (the guards above).
    takeOpenedUrl: assign(({ context }) => ({
      arrival: context.openedUrl!,
      promoCode: context.openedUrl!.promoCode ?? context.promoCode,
      openedUrl: undefined,
    })),
    forgetOpenedUrl: assign({ openedUrl: undefined }),
    // The modal's code is the session's only once the service knows it.
    takeEnteredCode: assign({ promoCode: ({ context }) => context.promoEntry?.code }),
    showPromoApplied: assign({
      promoEntry: ({ context }, promo: LoadedPromo) => ({
        status: 'applied' as const,
        code: context.promoCode ?? '',
        discountPercent: promo.discountPercent,
      }),
    }),
    // A refused code leaves the promo in force as it was.
    showPromoRejected: assign({
      promoEntry: ({ context, event }) => ({
        status: 'rejected' as const,
        code:
          context.promoEntry?.code ??
          (event.type === 'session.applyPromo' ? event.promoCode.trim() : ''),
        message: messages.promoCode,
      }),
    }),
    explainPromoLocked: assign({
      promoEntry: ({ event }) => {
        assertEvent(event, 'session.applyPromo');
        return {
          status: 'rejected' as const,
          code: event.promoCode.trim(),
          message: messages.quoteEditingLocked,
        };
      },
    }),
    announceEnteredPromo: emit(({ context }) => ({
      type: 'session.promoEntered' as const,
      promoCode: context.promoCode ?? '',
      // Assigned by applyPromo just before.
      promo: context.promo as PromoData,
      blacklist: context.blacklist,
    })),
    resetStoredFlow: emit({ type: 'session.resetStoredFlow' }),
    announcePartnerCode: emit(({ context }) => ({
      type: 'session.partnerCodeInForce' as const,
      partnerCode: context.partnerCode,
    })),
    announcePromo: emit(({ context }) => ({
      type: 'session.promoApplied' as const,
      promoCode: context.promoCode ?? '',
      // Assigned by applyPromo just before.
      promo: context.promo as PromoData,
      blacklist: context.blacklist,
    })),
    /** A saved link's promo: in force again, with the restored cart kept. */
    applySavedPromo: assign(({ context }, promo: PromoData) => promoInForce(context, promo)),
    applyPromo: assign(({ context }, promo: PromoData) => ({
      ...promoInForce(context, promo),
      cart: undefined,
      catalogue: undefined,
      quotationStep: undefined,
      emissionStep: undefined,
      withoutQuotes: false,
      message: undefined,
    })),
    lockEditingForLeads: emit(({ context }) => ({
      type: 'wizard.setEditingLock' as const,
      locked: context.editingLocked,
    })),
    // The code is forgotten too: quoting goes on without it instead of failing on it.
    showPromoInvalid: assign({
      message: messages.promoCode,
      promo: undefined,
      promoCode: undefined,
    }),
    goHome: emit({ type: 'navigation.requested', to: clientRoutes.home }),
    storeCart: assign(({ context }, cart: RestoredCart) => ({
      cart,
      cartId: context.arrival.cartId,
      quotationStep: cart.store.quotationStep ?? undefined,
      emissionStep: cart.store.emissionStep ?? undefined,
    })),
    storeCatalogue: assign({ catalogue: (_, catalogue: RestoredCatalogue) => catalogue }),
    announceRestoredCart: emit(({ context }) => ({
      type: 'session.cartRestored' as const,
      inputs: quoteInputsFromCart(context.cart!, context.catalogue!),
      cart: context.cart!,
      versions: context.catalogue!.versions,
      quotationStep: context.quotationStep,
      emissionStep: context.emissionStep,
    })),
    requestQuotes: emit(({ context }) =>
      quotationRequest(
        quoteInputsFromCart(context.cart!, context.catalogue!),
        quoteChoicesFromCart(context.cart!),
      ),
    ),
    takeSavedPromo: assign({ promoCode: ({ context }) => savedPromoOf(context) }),
    forgetSavedPromo: assign({ promoCode: undefined }),
    forgetRestore: assign({
      cart: undefined,
      catalogue: undefined,
      cartId: undefined,
      quotationStep: undefined,
      emissionStep: undefined,
    }),
    showCartNotRecovered: assign({
      message: ({ context }) => cartNotRecoveredMessage(context.arrival.cartId),
    }),
    markWithoutQuotes: assign({ withoutQuotes: true }),
    setPartnerCode: assign({
      partnerCode: ({ event }) => {
        assertEvent(event, 'session.setPartnerCode');
        return event.partnerCode;
      },
    }),
    storeCartId: assign({ cartId: (_, saved: { id: string }) => saved.id }),
    startQuoteMail: assign({
      quoteMail: ({ event }) => {
        assertEvent(event, 'session.saveQuote');
        return { status: 'sending' as const, emailAddress: event.emailAddress.trim() };
      },
    }),
    rejectEmailAddress: assign({
      quoteMail: ({ event }) => {
        assertEvent(event, 'session.saveQuote');
        return {
          status: 'rejected' as const,
          emailAddress: event.emailAddress,
          message: messages.emailFormat,
        };
      },
    }),
    showQuoteMailed: assign({
      quoteMail: ({ context }) => ({
        status: 'sent' as const,
        emailAddress: context.quoteMail?.emailAddress ?? '',
      }),
    }),
    showQuoteMailFailure: assign({
      quoteMail: ({ context }, error: unknown) => ({
        status: 'failed' as const,
        emailAddress: context.quoteMail?.emailAddress ?? '',
        message: failureMessage(error),
      }),
    }),
    showFailure: assign({ message: (_, error: unknown) => failureMessage(error) }),
    dismissMessage: assign({ message: undefined }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    arrival: input.arrival,
    partnerCode: input.partnerCode ?? ownPartnerCode,
    sitePartnerCode: input.partnerCode ?? ownPartnerCode,
    promoCode: input.arrival.promoCode,
    selectedProvider: input.selectedProvider,
    editingLocked: false,
    blacklist: [],
    withoutQuotes: false,
    message: input.restoreRefused ? messages.storedStateRefused : undefined,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      always: [
        { guard: 'hasCartId', target: 'restoring' },
        { guard: 'hasPromoCode', target: 'applyingPromo' },
        { target: 'ready' },
      ],
    },
    applyingPromo: {
      tags: [busyTag],
      invoke: {
        id: 'loadPromoData',
        src: 'loadPromoData',
        input: ({ context }) => ({ promoCode: context.promoCode ?? '' }),
        onDone: {
          target: 'rememberingPromo',
          actions: [
            { type: 'applyPromo', params: ({ event }) => event.output },
            'announcePartnerCode',
            'announcePromo',
            'lockEditingForLeads',
          ],
        },
        onError: { target: 'ready', actions: 'showPromoInvalid' },
      },
    },
    rememberingPromo: {
      tags: [busyTag],
      invoke: {
        id: 'rememberPromoCode',
        src: 'rememberPromoCode',
        input: ({ context }) => ({
          promoCode: context.promoCode ?? '',
          days: timing.promoCookieDays,
        }),
        // A cookie the browser refuses only loses the code for the next visit.
        onDone: 'promoApplied',
        onError: 'promoApplied',
      },
    },
    promoApplied: {
      always: [
        { guard: 'promoSendsHome', target: 'ready', actions: 'goHome' },
        { target: 'ready' },
      ],
    },
    restoring: {
      tags: [busyTag],
      initial: 'loadingCart',
      states: {
        loadingCart: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            input: ({ context }) => ({ cartId: context.arrival.cartId ?? '' }),
            onDone: {
              target: 'refetchingCatalogue',
              actions: { type: 'storeCart', params: ({ event }) => event.output },
            },
            onError: '#session.notRecovered',
          },
        },
        refetchingCatalogue: {
          invoke: {
            id: 'refetchCatalogue',
            src: 'refetchCatalogue',
            input: ({ context }) => catalogueKeysOf(context.cart!),
            onDone: [
              {
                guard: 'cartHasAnotherPromo',
                target: 'loadingSavedPromo',
                actions: [
                  { type: 'storeCatalogue', params: ({ event }) => event.output },
                  'takeSavedPromo',
                ],
              },
              {
                target: 'requoting',
                actions: [
                  { type: 'storeCatalogue', params: ({ event }) => event.output },
                  'announceRestoredCart',
                  'requestQuotes',
                ],
              },
            ],
            onError: '#session.notRecovered',
          },
        },
        // The saved quote was priced with a promo: it is in force again before quoting.
        loadingSavedPromo: {
          invoke: {
            id: 'loadSavedPromo',
            src: 'loadPromoData',
            input: ({ context }) => ({ promoCode: context.promoCode ?? '' }),
            onDone: {
              target: 'requoting',
              actions: [
                { type: 'applySavedPromo', params: ({ event }) => event.output },
                'announcePartnerCode',
                'announcePromo',
                'announceRestoredCart',
                'requestQuotes',
              ],
            },
            // A promo that has ended since: the quote is restored without it.
            onError: {
              target: 'requoting',
              actions: ['forgetSavedPromo', 'announceRestoredCart', 'requestQuotes'],
            },
          },
        },
        requoting: {
          on: {
            'quotation.settled': [
              {
                guard: 'hasNoQuotes',
                target: '#session.ready',
                actions: ['markWithoutQuotes', 'goHome'],
              },
              { target: '#session.ready' },
            ],
          },
        },
      },
    },
    notRecovered: {
      always: {
        target: 'ready',
        actions: ['forgetRestore', 'resetStoredFlow', 'showCartNotRecovered'],
      },
    },
    weighingOpenedUrl: {
      always: [
        { guard: 'urlNamesAnotherCart', target: 'restoring', actions: 'takeOpenedUrl' },
        { guard: 'urlNamesAnotherPromo', target: 'applyingPromo', actions: 'takeOpenedUrl' },
        { target: 'ready', actions: 'forgetOpenedUrl' },
      ],
    },
    ready: {
      on: {
        // Opened or reloaded: the calls carry the partner code the session holds (a restored one).
        'session.arrive': {
          target: 'weighingOpenedUrl',
          actions: ['announcePartnerCode', 'noteOpenedUrl'],
        },
        'session.applyPromo': [
          // The leads channel's quote cannot be changed, its code included.
          { guard: 'isEditingLocked', actions: 'explainPromoLocked' },
          {
            guard: 'isEnteredCodeWellFormed',
            target: 'enteringPromo',
            actions: 'checkEnteredCode',
          },
          { actions: 'showPromoRejected' },
        ],
        'session.setPartnerCode': { actions: ['setPartnerCode', 'announcePartnerCode'] },
        'session.saveQuote': [
          { guard: 'isEmailAddressWellFormed', target: 'savingQuote', actions: 'startQuoteMail' },
          { actions: 'rejectEmailAddress' },
        ],
        'session.downloadQuotePdf': 'downloadingPdf',
        'session.dismissMessage': { actions: 'dismissMessage' },
      },
    },
    enteringPromo: {
      tags: [busyTag],
      invoke: {
        id: 'checkEnteredPromo',
        src: 'loadPromoData',
        input: ({ context }) => ({ promoCode: context.promoEntry?.code ?? '' }),
        onDone: {
          target: 'rememberingPromo',
          actions: [
            'takeEnteredCode',
            { type: 'applyPromo', params: ({ event }) => event.output },
            'announcePartnerCode',
            { type: 'showPromoApplied', params: ({ event }) => event.output },
            'announceEnteredPromo',
            'lockEditingForLeads',
          ],
        },
        onError: { target: 'ready', actions: 'showPromoRejected' },
      },
    },
    savingQuote: {
      tags: [busyTag],
      initial: 'savingCart',
      states: {
        savingCart: {
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context, event }) => {
              assertEvent(event, 'session.saveQuote');
              return { ...event.cart, ...(context.cartId ? { cartId: context.cartId } : {}) };
            },
            onDone: {
              target: 'mailingLink',
              actions: { type: 'storeCartId', params: ({ event }) => event.output },
            },
            onError: {
              target: '#session.ready',
              actions: { type: 'showQuoteMailFailure', params: actorError },
            },
          },
        },
        mailingLink: {
          invoke: {
            id: 'sendSavedQuote',
            src: 'sendSavedQuote',
            input: ({ context }) => ({
              emailAddress: context.quoteMail?.emailAddress ?? '',
              cartId: context.cartId ?? '',
            }),
            onDone: { target: '#session.ready', actions: 'showQuoteMailed' },
            onError: {
              target: '#session.ready',
              actions: { type: 'showQuoteMailFailure', params: actorError },
            },
          },
        },
      },
    },
    downloadingPdf: {
      tags: [busyTag],
      invoke: {
        id: 'downloadQuotePdf',
        src: 'downloadQuotePdf',
        input: ({ event }) => {
          assertEvent(event, 'session.downloadQuotePdf');
          return { quotationIds: event.quotationIds };
        },
        onDone: 'ready',
        onError: { target: 'ready', actions: { type: 'showFailure', params: actorError } },
      },
    },
  },
});
