import type { AnyMachineSnapshot } from 'xstate';
import { readArrivalParams } from '../../../src/domain/site/arrival';
import { quotationOf, quoteInputs } from './quotation.samples';
import { catalogue, promo, savedCart } from './session.samples';
import type { ModelSamples } from '../model-walk';
import type { AppContext, AppEvent, AppInput } from '../../app/app.types';

/** Sample data and the model walk of the app machine (its coverage test and /flows' QA paths). */

export const origin = 'https://cotizauto.test';

export const appInput = (path = '/', search = ''): AppInput => ({
  arrival: readArrivalParams(search),
  path,
  origin,
});

const naturalInputs = { ...quoteInputs, supportedInsurers: ['mapfre', 'hdi'] };
const legalInputs = { ...naturalInputs, personType: 'legal' as const, gender: 'company' as const };
const quoteRequest = { ...naturalInputs, package: 0, filters: {} } as never;
const issued = {
  policyNumber: 'HDI-0001',
  paymentStatus: 'paid' as const,
  providerCode: 'hdi' as const,
};

const pages = ['/', '/quote-cart', '/emit-cart'];

/** The quote the save-quote modal saves: the restored cart's, as the quotation builds it. */
const cartToSave = {
  store: { modelId: savedCart.store.modelId, subbrandId: savedCart.store.subbrandId },
  quote: { vehicle: savedCart.vehicle, policy: savedCart.policy, client: savedCart.client },
};

/** One sample per guard branch: pages, promos and the session's and wizard's announcements. */
const samples: AppEvent[] = [
  ...pages.map((path) => ({ type: 'app.routeEntered' as const, path })),
  { type: 'app.urlOpened', arrival: { canary: false, promoCode: 'BIENVENIDA10' } },
  { type: 'wizard.handedOver', inputs: naturalInputs },
  ...['AS_LEADS', 'KAVAK10'].map((promoCode) => ({
    type: 'session.promoApplied' as const,
    promoCode,
    promo,
    blacklist: [],
  })),
  { type: 'session.promoEntered', promoCode: 'KAVAK10', promo, blacklist: ['mapfre'] },
  { type: 'session.resetStoredFlow' },
  {
    type: 'session.cartRestored',
    inputs: naturalInputs,
    cart: savedCart,
    versions: catalogue.versions,
  },
  { type: 'session.requoteRequested', inputs: naturalInputs },
  { type: 'session.editingLockChanged', locked: true },
  { type: 'session.partnerCodeInForce', partnerCode: 'coppel' },
  { type: 'session.navigationRequested', to: '/' },
  { type: 'xstate.done.actor.loadQuotation', output: { inputs: naturalInputs } },
  { type: 'xstate.error.actor.loadQuotation', error: new Error('offline') },
  { type: 'xstate.done.actor.loadPurchaseFlows' },
  { type: 'xstate.error.actor.loadPurchaseFlows', error: new Error('offline') },
  { type: 'xstate.error.actor.preloadPurchaseFlows', error: new Error('offline') },
  { type: 'xstate.done.actor.individualCart', output: issued },
  { type: 'xstate.done.actor.companyCart', output: issued },
];

/**
 * The quotation's code loaded ahead: the model chosen is offered before anything is quoted, the
 * early load's answers while it runs (offered everywhere, they double the walk).
 */
function preloadSamples(snapshot: AnyMachineSnapshot): AppEvent[] {
  if (snapshot.matches({ quotation: 'notStarted' })) return [{ type: 'wizard.modelChosen' }];
  if (!snapshot.matches({ quotation: 'preloading' })) return [];
  return [
    { type: 'xstate.done.actor.preloadQuotation' },
    { type: 'xstate.error.actor.preloadQuotation', error: new Error('offline') },
  ];
}

/** What the quotation announces: only once it runs, as it only then can. */
const quotationSamples: AppEvent[] = [
  { type: 'quotation.settled', withoutQuotes: false },
  {
    type: 'quotation.selected',
    quotation: quotationOf('mapfre', 0, { id: 'q-mapfre' }),
    inputs: naturalInputs,
    quoteRequest,
  },
  {
    type: 'quotation.selected',
    quotation: quotationOf('hdi', 0, { id: 'q-hdi' }),
    inputs: legalInputs,
    quoteRequest,
  },
];

/**
 * What the quotation asks of the session: handed on alike in every state, so offered only on
 * the results before a selection (each sample offered everywhere adds thousands of vertices).
 */
const quoteSharingSamples: AppEvent[] = [
  { type: 'session.saveQuote', cart: cartToSave, emailAddress: 'ana.lopez@correo.mx' },
  { type: 'session.downloadQuotePdf', quotationIds: ['q-mapfre'] },
];

/** What the guards read: the quote-cart page or not, the variant, the promo, the selection. */
function appVertex(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as AppContext;
  return JSON.stringify([
    snapshot.value,
    context.path === '/quote-cart',
    context.wizardVariant,
    context.promoCode,
    context.selection?.quotation.providerCode,
  ]);
}

export const appWalk: ModelSamples = {
  starts: [{ name: 'home page', input: appInput('/') }],
  events: (snapshot) => {
    if (!snapshot.children.quotation) return [...samples, ...preloadSamples(snapshot)];
    const sharing = (snapshot.context as AppContext).selection ? [] : quoteSharingSamples;
    return [...samples, ...quotationSamples, ...sharing];
  },
  serializeState: appVertex,
  // A vertex per state and event: each sample event adds a few thousand.
  limit: 80_000,
};
