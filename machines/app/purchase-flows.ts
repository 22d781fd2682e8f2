import { createAfterPurchaseMachine } from '../after-purchase/after-purchase.actors';
import { afterPurchaseMachine } from '../after-purchase/after-purchase.machine';
import { createCompanyCartMachine } from '../company-cart/company-cart.actors';
import { companyCartMachine } from '../company-cart/company-cart.machine';
import { createIndividualCartMachine } from '../individual-cart/individual-cart.actors';
import { individualCartMachine } from '../individual-cart/individual-cart.machine';
import type { AppDependencies } from './app.dependencies';

/** The purchase flows as defined, each app child's logic until an app provides its services. */
export const purchaseFlowMachines = {
  individualCart: individualCartMachine,
  companyCart: companyCartMachine,
  afterPurchase: afterPurchaseMachine,
};

export type PurchaseFlowMachines = typeof purchaseFlowMachines;

/**
 * The flows of a purchase (the carts, then the thank-you page's), on their services. Their
 * own chunk: it loads with the purchase pages (purchase-flows-loading.ts), not with every page.
 */
export function createPurchaseFlows({
  api,
  cardGateway,
  saveFile,
  reportTransaction,
}: AppDependencies): PurchaseFlowMachines {
  return {
    individualCart: createIndividualCartMachine({ api, cardGateway }),
    companyCart: createCompanyCartMachine({ api, cardGateway }),
    afterPurchase: createAfterPurchaseMachine({ api, cardGateway, saveFile, reportTransaction }),
  };
}
