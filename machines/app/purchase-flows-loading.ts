import { chunkLoadedLater } from '../support/loaded-later';
import type { PersistedShape } from '../support/sanitise';
import type { FlowId } from './app.types';
import type * as purchaseFlows from './purchase-flows';

type PurchaseFlowsModule = typeof purchaseFlows;
type PurchaseFlowMachines = purchaseFlows.PurchaseFlowMachines;

/** The app's children whose code is loaded with the purchase pages (purchase-flows.ts). */
export const purchaseFlowIds = [
  'individualCart',
  'companyCart',
  'afterPurchase',
] as const satisfies readonly FlowId[];

const purchaseFlowsChunk = chunkLoadedLater(() => import('./purchase-flows'));

/** Loads the purchase flows' code, once per page. */
export const loadPurchaseFlows = purchaseFlowsChunk.load;

/**
 * The app's purchase children, named before their code is there: each is built by `build` from
 * the loaded code (once) when the app first starts or restores one (loaded-later.ts).
 */
export const purchaseFlowStandIns = (
  build: (code: PurchaseFlowsModule) => PurchaseFlowMachines,
): PurchaseFlowMachines => purchaseFlowsChunk.standIns(purchaseFlowIds, build);

/** A stored app that runs a cart or the thank-you page's flow needs their code to be restored. */
export const runsPurchaseFlow = (stored: PersistedShape): boolean =>
  purchaseFlowIds.some((id) => stored.children?.[id] !== undefined);
