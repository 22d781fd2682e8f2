import { loadedLater } from '../support/loaded-later';
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

let loadedModule: PurchaseFlowsModule | undefined;

/** Loads the purchase flows' code, once per page. */
export async function loadPurchaseFlows(): Promise<void> {
  loadedModule ??= await import('./purchase-flows');
}

/**
 * The app's purchase children, named before their code is there: each is built by `build` from
 * the loaded code (once) when the app first starts or restores one (loaded-later.ts).
 */
export function purchaseFlowStandIns(
  build: (code: PurchaseFlowsModule) => PurchaseFlowMachines,
): PurchaseFlowMachines {
  let built: PurchaseFlowMachines | undefined;
  const flows = () => {
    if (loadedModule) built ??= build(loadedModule);
    return built;
  };
  return {
    individualCart: loadedLater('individualCart', () => flows()?.individualCart),
    companyCart: loadedLater('companyCart', () => flows()?.companyCart),
    afterPurchase: loadedLater('afterPurchase', () => flows()?.afterPurchase),
  };
}

/** A stored app that runs a cart or the thank-you page's flow needs their code to be restored. */
export const runsPurchaseFlow = (stored: PersistedShape): boolean =>
  purchaseFlowIds.some((id) => stored.children?.[id] !== undefined);
