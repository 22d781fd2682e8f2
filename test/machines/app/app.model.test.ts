import { expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import type { AppContext, AppEvent } from '../../../machines/app/app.types';
import { quoteInputs as quotationInputs, quotationOf } from '../quotation-support';
import { catalogue, promo, savedCart } from '../session/samples';
import { expectFullCoverage } from '../support/model';
import { appInput } from './start-app';

const naturalInputs = { ...quotationInputs, supportedInsurers: ['mapfre', 'hdi'] };
const legalInputs = { ...naturalInputs, personType: 'legal' as const, gender: 'company' as const };
const quoteRequest = { ...naturalInputs, package: 0, filters: {} } as never;
const issued = {
  policyNumber: 'HDI-0001',
  paymentStatus: 'paid' as const,
  providerCode: 'hdi' as const,
};

const pages = ['/', '/quote-cart', '/emit-cart'];

/** One sample per guard branch: pages, promos, selections and the flows' announcements. */
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
  { type: 'session.navigationRequested', to: '/' },
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
  { type: 'xstate.done.actor.individualCart', output: issued },
  { type: 'xstate.done.actor.companyCart', output: issued },
];

/** What the guards read: the quote-cart page or not, the variant, the promo, the selection. */
const appVertex = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as AppContext;
  return JSON.stringify([
    snapshot.value,
    context.path === '/quote-cart',
    context.wizardVariant,
    context.promoCode,
    context.selection?.quotation.providerCode,
  ]);
};

it('walks every state, transition and guard branch of the app machine', () => {
  const report = expectFullCoverage({
    machine: appMachine,
    input: appInput('/'),
    events: samples as never,
    serializeState: appVertex,
    // A vertex per state and event: each sample event adds a few thousand.
    limit: 60_000,
  });
  expect(report.transitions.taken).toBe(report.transitions.defined);
  expect(report.guards.bothWays).toBe(report.guards.defined);
});
