import { createQuoteWizardActors } from '../quote-wizard/quote-wizard.actors';
import { quoteWizardMachine } from '../quote-wizard/quote-wizard.machine';
import { createSessionActors } from '../session/session.actors';
import { sessionMachine } from '../session/session.machine';
import type { AppDependencies } from './app.dependencies';
import { appMachine } from './app.machine';
import { purchaseFlowStandIns } from './purchase-flows-loading';
import { quotationStandIn } from './quotation-loading';

/**
 * The app machine with every flow's actors on the real API client (tests provide fakes); the
 * quotation and the purchase flows are built on them once their code is loaded
 * (quotation-flow.ts, purchase-flows.ts).
 */
export function createAppMachine(dependencies: AppDependencies) {
  const { api, cookies, saveFile } = dependencies;
  return appMachine.provide({
    actions: { callAsPartner: (_, partnerCode) => api.http.setPartnerCode(partnerCode) },
    actors: {
      session: sessionMachine.provide({
        actors: createSessionActors(api, cookies, saveFile),
      }),
      quoteWizard: quoteWizardMachine.provide({ actors: createQuoteWizardActors(api) }),
      ...quotationStandIn((code) => code.createQuotationFlow({ api })),
      ...purchaseFlowStandIns((code) => code.createPurchaseFlows(dependencies)),
    },
  });
}
