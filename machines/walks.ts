import { accountWalk } from './account/account.samples';
import { afterPurchaseWalk } from './after-purchase/after-purchase.samples';
import { appWalk } from './app/app.samples';
import { companyCartWalk } from './company-cart/company-cart.samples';
import { individualCartWalk } from './individual-cart/individual-cart.samples';
import { payNowWalk } from './pay-now/pay-now.samples';
import { quotationWalk } from './quotation/quotation.samples';
import { quoteWizardWalk } from './quote-wizard/quote-wizard.samples';
import { sessionWalk } from './session/session.samples';
import { setPasswordWalk } from './set-password/set-password.samples';
import type { ModelSamples } from './support/model-walk';

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
