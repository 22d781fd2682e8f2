import { accountWalk } from './samples/account.samples';
import { afterPurchaseWalk } from './samples/after-purchase.samples';
import { appWalk } from './samples/app.samples';
import { companyCartWalk } from './samples/company-cart.samples';
import { individualCartWalk } from './samples/individual-cart.samples';
import { payNowWalk } from './samples/pay-now.samples';
import { quotationWalk } from './samples/quotation.samples';
import { quoteWizardWalk } from './samples/quote-wizard.samples';
import { sessionWalk } from './samples/session.samples';
import { setPasswordWalk } from './samples/set-password.samples';
import type { ModelSamples } from './model-walk';

/**
 * Each registered machine's model walk by its registry name: what its coverage test walks and
 * what /flows lists as QA paths. Kept apart from the registry so the app's bundle does not
 * carry the sample data; only /flows loads it.
 */
export const machineWalks: Readonly<Record<string, () => ModelSamples>> = {
  app: () => appWalk,
  quoteWizard: () => quoteWizardWalk,
  session: () => sessionWalk,
  // Offers expire relative to now: a path reaches the countdown whenever it is taken.
  quotation: () => quotationWalk(Date.now()),
  individualCart: () => individualCartWalk,
  companyCart: () => companyCartWalk,
  afterPurchase: () => afterPurchaseWalk,
  payNow: () => payNowWalk,
  account: () => accountWalk,
  setPassword: () => setPasswordWalk,
};
