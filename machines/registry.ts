import { accountMachine } from './account/account.machine';
import { afterPurchaseMachine } from './after-purchase/after-purchase.machine';
import { appMachine } from './app/app.machine';
import { sanitiseAppSnapshot } from './app/app.sanitise';
import { companyCartMachine } from './company-cart/company-cart.machine';
import { sanitiseCompanyCartSnapshot } from './company-cart/company-cart.sanitise';
import { individualCartMachine } from './individual-cart/individual-cart.machine';
import { sanitiseIndividualCartSnapshot } from './individual-cart/individual-cart.sanitise';
import type { MachineEntry } from './support/machine-entry';
import { keepEverything } from './support/sanitise';
import { payNowMachine } from './pay-now/pay-now.machine';
import { quotationMachine } from './quotation/quotation.machine';
import { quoteWizardMachine } from './quote-wizard/quote-wizard.machine';
import { sessionMachine } from './session/session.machine';
import { setPasswordMachine } from './set-password/set-password.machine';

/**
 * Every flow machine of the product (described for product owners on /flows, in
 * src/web/strings/areas/flows-descriptions.ts). The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 * `sanitise` declares what the machine must never persist (card data, tokens, passwords).
 */
export const machineRegistry: readonly MachineEntry[] = [
  {
    name: 'app',
    folder: 'app',
    machine: appMachine,
    // Each running flow is stored as its own entry below declares (the carts drop card data).
    sanitise: sanitiseAppSnapshot,
  },
  {
    name: 'quoteWizard',
    folder: 'quote-wizard',
    machine: quoteWizardMachine,
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'session',
    folder: 'session',
    machine: sessionMachine,
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'quotation',
    folder: 'quotation',
    machine: quotationMachine,
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'individualCart',
    folder: 'individual-cart',
    machine: individualCartMachine,
    // The tokenised card and any card protection in flight are dropped.
    sanitise: sanitiseIndividualCartSnapshot,
  },
  {
    name: 'companyCart',
    folder: 'company-cart',
    machine: companyCartMachine,
    // The tokenised card and any card protection in flight are dropped.
    sanitise: sanitiseCompanyCartSnapshot,
  },
  {
    name: 'afterPurchase',
    folder: 'after-purchase',
    machine: afterPurchaseMachine,
    // The password travels in its event only; the context holds the policy and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'payNow',
    folder: 'pay-now',
    machine: payNowMachine,
    // The card travels in its event only; the context holds the policy's ids and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'account',
    folder: 'account',
    machine: accountMachine,
    // The password travels in its event only; the context holds the policies and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'setPassword',
    folder: 'set-password',
    machine: setPasswordMachine,
    // The password travels in its event only; the context holds the link's token and messages.
    sanitise: keepEverything,
  },
];

export function entryOf(name: string): MachineEntry {
  const entry = machineRegistry.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No machine named ${name} in the registry.`);
  return entry;
}
