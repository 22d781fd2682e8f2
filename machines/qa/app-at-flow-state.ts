import {
  createActor,
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { clientRoutes, type ClientRoute } from '../../src/domain/site/routes';
import type { CartInput } from '../cart-shared/cart.types';
import type { AfterPurchaseInput } from '../after-purchase/after-purchase.types';
import { quotationOf, quoteInputs } from './samples/quotation.samples';
import type { QuoteBody } from '../quotation/quotation.types';
import type { PersistedShape } from '../support/sanitise';
import type { MachineEntry } from '../support/machine-entry';
import { storableSnapshot, storedSnapshotText } from '../support/persistence';
import { restoredRunning, snapshotProblems } from '../support/restorable';
import { schemasOf } from '../support/machine-schemas';
import { sanitiseAppSnapshot } from '../app/app.sanitise';
import { cartRouteOf } from '../app/app.routes';
import { purchaseFlowIds } from '../app/purchase-flows-loading';
import type { AppContext, FlowId } from '../app/app.types';

/**
 * The app's stored snapshot with one of its flows in a given state (a QA path's, on /flows), and
 * the page that shows it: what 'Ir a este estado' opens in a new tab, which restores it as a
 * reload would. The rest of the app is the tab's own; the app's regions are set to the ones
 * that run the flow, with what they keep (the selection a cart was started from, the policy
 * the thank-you page shows). A flow the app does not run (the account's, pay-now's) has none.
 */

interface StoredChild {
  src: string;
  systemId?: string;
  snapshot: unknown;
}

interface AppPersisted extends PersistedShape {
  value: Record<string, unknown>;
  context: AppContext;
  children: Record<string, StoredChild>;
}

export interface AppAtFlowState {
  snapshot: PersistedShape;
  route: ClientRoute;
}

/** A running relay as xstate stores a callback actor: it starts again on restore. */
const runningRelay = (flow: FlowId): StoredChild => ({
  src: `relay${flow[0]!.toUpperCase()}${flow.slice(1)}`,
  snapshot: { status: 'active' },
});

const flowChild = (flow: FlowId, snapshot: unknown): StoredChild => ({
  src: flow,
  systemId: flow,
  snapshot,
});

/** The selection a cart started from, rebuilt from the cart's own input (its QA path's). */
function selectionOfCart(input: CartInput): NonNullable<AppContext['selection']> {
  const { quotation, quoteRequest } = input;
  return {
    quotation: quotationOf(quotation.providerCode, 0, {
      id: quotation.id,
      paymentFrequency: quotation.paymentFrequency,
    }),
    inputs: {
      ...quoteInputs,
      modelId: input.modelId,
      postalCode: input.postalCode,
      personType: quoteRequest.personType,
      gender: quoteRequest.gender,
      birthdate: quoteRequest.birthdate,
    },
    quoteRequest: { package: 0, filters: {}, ...quoteRequest } as QuoteBody,
  };
}

/** The app buying with `flow` (or none): the other purchase flows stopped, as `stopCart` does. */
function purchasing(
  app: AppPersisted,
  purchase: string,
  context: Partial<AppContext>,
): AppPersisted {
  const children = Object.fromEntries(
    Object.entries(app.children).filter(([id]) => !purchaseFlowIds.includes(id as never)),
  );
  return {
    ...app,
    value: { ...app.value, purchase },
    context: { ...app.context, selection: undefined, issuedPolicy: undefined, ...context },
    children,
  };
}

/** Where each flow the app runs is shown, and what the app's regions must be to run it. */
type Place = (
  app: AppPersisted,
  input: unknown,
  own: AppPersisted,
) => { app: AppPersisted; route: ClientRoute };

/** The page the app shows in a state of its own: the purchase's, the results, else its path. */
function routeOfApp({ value, context }: AppPersisted): ClientRoute {
  const byPurchase: Record<string, ClientRoute> = {
    individualCart: cartRouteOf.individual,
    companyCart: cartRouteOf.company,
    purchased: clientRoutes.thankYou,
  };
  const purchaseRoute = byPurchase[String(value.purchase)];
  if (purchaseRoute) return purchaseRoute;
  return value.quote === 'comparing' ? clientRoutes.seeQuote : (context.path as ClientRoute);
}

const placesOfFlows: Partial<Record<FlowId | 'app', Place>> = {
  // The app's own state, context and flows, on this tab's address.
  app: (app, _input, own) => {
    const { origin, partnerCode } = app.context;
    const placed = { ...own, context: { ...own.context, origin, partnerCode } };
    return { app: placed, route: routeOfApp(placed) };
  },
  session: (app) => ({ app, route: clientRoutes.home }),
  quoteWizard: (app) => ({ app, route: clientRoutes.quote }),
  quotation: (app) => ({
    app: {
      ...app,
      value: { ...app.value, quote: 'comparing', quotation: 'running' },
      children: { ...app.children, relayQuotation: runningRelay('quotation') },
    },
    route: clientRoutes.seeQuote,
  }),
  individualCart: (app, input) => ({
    app: purchasing(app, 'individualCart', { selection: selectionOfCart(input as CartInput) }),
    route: cartRouteOf.individual,
  }),
  companyCart: (app, input) => ({
    app: purchasing(app, 'companyCart', { selection: selectionOfCart(input as CartInput) }),
    route: cartRouteOf.company,
  }),
  afterPurchase: (app, input) => {
    const { transaction: _transaction, ...policy } = input as AfterPurchaseInput;
    return {
      app: purchasing(app, 'purchased', { issuedPolicy: policy }),
      route: clientRoutes.thankYou,
    };
  },
};

/**
 * `app` (the tab's app, as stored) with `flow` replaced by `flowSnapshot` (stored, sanitised),
 * started from `input` (for `app` itself: its state and context); undefined for a flow the app
 * does not run.
 */
export function appAtFlowState(
  app: PersistedShape,
  flow: string,
  flowSnapshot: unknown,
  input: unknown,
): AppAtFlowState | undefined {
  const place = placesOfFlows[flow as FlowId | 'app'];
  if (!place) return undefined;
  const placed = place(app as AppPersisted, input, flowSnapshot as AppPersisted);
  if (flow === 'app') return { snapshot: placed.app, route: placed.route };
  const children = {
    ...placed.app.children,
    [flow]: flowChild(flow as FlowId, flowSnapshot),
  };
  return { snapshot: { ...placed.app, children }, route: placed.route };
}

/**
 * A QA run's snapshot with each child flow its fakes stood for (a QA path answers a flow's
 * call as it answers a request) at its first state, started from the input the fake was given;
 * one the path already answered (a cart that issued its policy) is left out, as it has ended.
 */
function withFlowsStarted(logic: AnyActorLogic, persisted: PersistedShape): PersistedShape {
  const actors = (logic as Partial<AnyStateMachine>).implementations?.actors ?? {};
  const children = Object.entries(persisted.children ?? {}).flatMap(([id, child]) => {
    const stored = child as StoredChild;
    const childLogic = actors[stored.src] as AnyActorLogic | undefined;
    const fake = stored.snapshot as { status: string; input?: unknown; value?: unknown };
    if (!childLogic || !schemasOf(childLogic) || 'value' in fake) return [[id, child]];
    if (fake.status !== 'active') return [];
    const started = createActor(childLogic, { input: fake.input }).getPersistedSnapshot();
    return [[id, { ...stored, snapshot: started }]];
  });
  return { ...persisted, children: Object.fromEntries(children) };
}

export type StoredAppAt =
  { ok: true; text: string; route: ClientRoute } | { ok: false; problems: string[] };

/**
 * The storage entry that opens the app with `flow` where `flowActor` is (a QA run's), checked
 * as a reload checks it: what the new tab would refuse is reported here instead. The quotation's
 * and purchase flows' code must be loaded (their schemas check their snapshots).
 */
export function storedAppAt(
  app: Actor<AnyStateMachine>,
  flow: MachineEntry,
  flowActor: AnyActorRef,
  input: unknown,
): StoredAppAt {
  const flowLogic = flow.name === 'app' ? app.logic : app.logic.implementations.actors[flow.name];
  const flowSnapshot = withFlowsStarted(
    flowLogic as AnyActorLogic,
    storableSnapshot(
      (flowActor as Actor<AnyStateMachine>).logic,
      flowActor.getSnapshot() as AnyMachineSnapshot,
      flow.sanitise,
    ),
  );
  const base = storableSnapshot(app.logic, app.getSnapshot(), sanitiseAppSnapshot);
  const placed = appAtFlowState(base, flow.name, flowSnapshot, input);
  if (!placed) return { ok: false, problems: [`${flow.name} does not run in the app`] };
  const problems = snapshotProblems(app.logic, placed.snapshot);
  if (problems.length > 0) return { ok: false, problems };
  const restored = createActor(app.logic, { snapshot: placed.snapshot } as never);
  if (!restoredRunning(restored)) return { ok: false, problems: ['a flow fails on restore'] };
  return { ok: true, text: storedSnapshotText(app.logic, placed.snapshot), route: placed.route };
}
