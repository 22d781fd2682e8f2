import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { appInput, origin } from '../../../machines/qa/samples/app.samples';
import { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import { companyCartMachine } from '../../../machines/company-cart/company-cart.machine';
import { individualCartMachine } from '../../../machines/individual-cart/individual-cart.machine';
import { quotationMachine } from '../../../machines/quotation/quotation.machine';
import { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { PromoCodeAnswer } from '../../../src/domain/site/promo';
import type { QuoteInputs } from '../../../machines/contracts/quotation-link';
import { fakeCartActors } from '../cart-fakes';
import { fakeInsurers, versions } from '../quotation-support';
import type { Version } from '../../../src/domain/vehicle/vehicle-catalog';
import { fakeWizardActors } from '../quote-wizard/start-wizard';
import { catalogue, cartId, promo, savedCart } from '../../../machines/qa/samples/session.samples';

export { appInput, origin };

/** The session's calls answered like the server would; a test overrides the one it is about. */
export function fakeSessionActors(overrides: Record<string, AnyActorLogic> = {}) {
  return {
    loadPromoData: fromPromise<PromoCodeAnswer, { promoCode: string }>(async () => promo),
    rememberPromoCode: fromPromise(async () => undefined),
    loadCart: fromPromise(async () => savedCart),
    refetchCatalogue: fromPromise(async () => catalogue),
    saveCart: fromPromise(async () => ({ id: cartId })),
    sendSavedQuote: fromPromise(async () => ({ id: 'mail-1' })),
    downloadQuotePdf: fromPromise(async () => undefined),
    ...overrides,
  };
}

const { modelId: savedCartModel = '' } = savedCart.store;

/** The saved cart's Versa 2020 as the catalogue lists it: its version (v-1) is one of them. */
export const savedCartVersions: Version[] = [
  ...catalogue.versions.map((version) => ({
    ...version,
    modelId: savedCartModel,
    insuredValue: 255_000,
  })),
  {
    id: 'v-2',
    description: 'ADVANCE 1.6L',
    modelId: savedCartModel,
    insuredValue: 285_000,
  },
];

/** The catalogue: the saved cart's model lists its versions, any other the quotation samples'. */
const loadVersions = fromPromise<Version[], { modelId: string }>(async ({ input }) =>
  input.modelId === savedCartModel ? savedCartVersions : versions,
);

/** The quotation's code "loaded" at once: the quote asked for is handed on. */
const loadedAtOnce = fromPromise<unknown, unknown>(async ({ input }) => input);

/**
 * Every flow of the app on fakes: the insurers answer when the test says so. `app` is the app
 * machine they are given to (the bare one, or createAppMachine's on an API client).
 */
export function fakeAppMachine(
  sessionOverrides: Record<string, AnyActorLogic> = {},
  wizardOverrides: Record<string, AnyActorLogic> = {},
  loadPurchaseFlows: AnyActorLogic = fromPromise<void>(async () => {}),
  loadQuotation: AnyActorLogic = loadedAtOnce,
  app: typeof appMachine = appMachine,
) {
  const insurers = fakeInsurers();
  const cart = fakeCartActors();
  const machine = app.provide({
    actors: {
      session: sessionMachine.provide({ actors: fakeSessionActors(sessionOverrides) as never }),
      quoteWizard: quoteWizardMachine.provide({
        actors: fakeWizardActors(wizardOverrides) as never,
        delays: { autocompletePause: 0 },
      }),
      // The quotation is given below: by default its code is "loaded" at once, ahead of the
      // quote too.
      loadQuotation: loadQuotation as never,
      preloadQuotation: loadQuotation as never,
      quotation: quotationMachine.provide({
        actors: {
          requestQuote: insurers.requestQuote,
          quoteRound: insurers.quoteRound,
          loadVersions,
        },
      }),
      // The purchase flows are given below: by default their code is "loaded" at once.
      loadPurchaseFlows: loadPurchaseFlows as never,
      individualCart: individualCartMachine.provide({ actors: cart.actors }),
      companyCart: companyCartMachine.provide({ actors: cart.actors }),
      afterPurchase: afterPurchaseMachine,
    },
  });
  return { machine, insurers, cart };
}

/** The app started on a page, with the navigations it asks for recorded. */
export function startApp({
  path = '/',
  search = '',
  sessionOverrides = {},
  wizardOverrides = {},
  loadPurchaseFlows,
  loadQuotation,
}: {
  path?: string;
  search?: string;
  sessionOverrides?: Record<string, AnyActorLogic>;
  wizardOverrides?: Record<string, AnyActorLogic>;
  /** How the purchase flows' code loads (at once by default). */
  loadPurchaseFlows?: AnyActorLogic;
  /** How the quotation's code loads (at once by default); its output is the quote asked for. */
  loadQuotation?: AnyActorLogic;
} = {}) {
  const fakes = fakeAppMachine(sessionOverrides, wizardOverrides, loadPurchaseFlows, loadQuotation);
  const actor = createActor(fakes.machine, { input: appInput(path, search) });
  const navigations: string[] = [];
  actor.on('navigation.requested', (event) => navigations.push(event.to));
  actor.start();
  const enter = (to: string) => actor.send({ type: 'app.routeEntered', path: to });
  return { ...fakes, actor, navigations, enter };
}

export type AppActor = ReturnType<typeof startApp>['actor'];

/**
 * The app asked for a quote of these inputs (as for a restored cart: no page opened), and its
 * quotation started once its code was there.
 */
export async function askQuote(app: AppActor, inputs: QuoteInputs) {
  app.send({ type: 'session.requoteRequested', inputs });
  await waitFor(app, (snapshot) => snapshot.matches({ quotation: 'running' }), { timeout: 1_000 });
}
