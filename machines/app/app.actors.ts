import type { Api } from '../../src/api';
import type { CardGateway } from '../../src/api/purchase';
import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import { createAfterPurchaseMachine } from '../after-purchase/after-purchase.actors';
import { createCompanyCartMachine } from '../company-cart/company-cart.actors';
import { createIndividualCartMachine } from '../individual-cart/individual-cart.actors';
import { createQuotationActors } from '../quotation/quotation.actors';
import { quotationMachine } from '../quotation/quotation.machine';
import { createQuoteWizardActors } from '../quote-wizard/quote-wizard.actors';
import { quoteWizardMachine } from '../quote-wizard/quote-wizard.machine';
import { createSessionActors, type PromoCookieJar } from '../session/session.actors';
import { sessionMachine } from '../session/session.machine';
import { appMachine } from './app.machine';

/** What the flows' side effects are built from in the browser. */
export interface AppDependencies {
  api: Api;
  cookies: PromoCookieJar;
  /** The payment processor's browser tokeniser (the sandbox's by default). */
  cardGateway: CardGateway;
  /** Hands a downloaded file (the policy PDF, the quote PDF) to the browser. */
  saveFile: (file: Blob, fileName: string) => void;
  /** Sends a purchase's transaction to the analytics tool. */
  reportTransaction: (transaction: AnalyticsTransaction) => void;
}

/** The app machine with every flow's actors on the real API client (tests provide fakes). */
export function createAppMachine({
  api,
  cookies,
  cardGateway,
  saveFile,
  reportTransaction,
}: AppDependencies) {
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: createSessionActors(api, cookies, saveFile),
      }),
      quoteWizard: quoteWizardMachine.provide({ actors: createQuoteWizardActors(api) }),
      quotation: quotationMachine.provide({ actors: createQuotationActors(api) }),
      individualCart: createIndividualCartMachine({ api, cardGateway }),
      companyCart: createCompanyCartMachine({ api, cardGateway }),
      afterPurchase: createAfterPurchaseMachine({ api, saveFile, reportTransaction }),
    },
  });
}
