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
 * Every flow machine of the product. The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 * `sanitise` declares what the machine must never persist (card data, tokens, passwords).
 */
export const machineRegistry: readonly MachineEntry[] = [
  {
    name: 'app',
    folder: 'app',
    machine: appMachine,
    description:
      'The whole product: runs the session, the quote wizard, the quotation and the buyer’s cart as children, passes what each announces to the others, and decides the page: the results after the wizard, the individual or company cart after Seleccionar, home from a purchase page without a selection.',
    // Each running flow is stored as its own entry below declares (the carts drop card data).
    sanitise: sanitiseAppSnapshot,
  },
  {
    name: 'quoteWizard',
    folder: 'quote-wizard',
    machine: quoteWizardMachine,
    description:
      'The quote wizard: vehicle, model year, postal code, person type, birth date (and the lead variant’s contact step, or the quote-cart page), each step checked before the next; then the quotation takes over.',
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'session',
    folder: 'session',
    machine: sessionMachine,
    description:
      'The visitor’s session: arrival with a promo code (reset, blacklist, cookie, skips, AS_LEADS lock) or a saved cart’s id (load, refetch, rebuild, re-quote), the partner code, and saving the cart.',
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'quotation',
    folder: 'quotation',
    machine: quotationMachine,
    description:
      'The quote lifecycle of the results page: one request per insurer and package, answers listed as they arrive, filters, the offer countdown and the way to /emit-cart.',
    // Holds no card data, token or password.
    sanitise: keepEverything,
  },
  {
    name: 'individualCart',
    folder: 'individual-cart',
    machine: individualCartMachine,
    description:
      'The individual purchase cart: twelve steps in order with the guarded skips (RFC for hdi only, beneficiary, serial numbers, payment), the card check, the emission with its 3 s polling, its 20 s and 50 s waiting periods and retry, and the outcome.',
    // The tokenised card and any card protection in flight are dropped.
    sanitise: sanitiseIndividualCartSnapshot,
  },
  {
    name: 'companyCart',
    folder: 'company-cart',
    machine: companyCartMachine,
    description:
      'The company purchase cart: razón social, generated RFC, the shared steps, the quotation updated before payment, the emission and success.',
    // The tokenised card and any card protection in flight are dropped.
    sanitise: sanitiseCompanyCartSnapshot,
  },
  {
    name: 'afterPurchase',
    folder: 'after-purchase',
    machine: afterPurchaseMachine,
    description:
      'After the purchase, on the thank-you page: the buyer’s account (a new e-mail sets a password, an existing account logs in), the policy PDF download and, when the payment is pending, Pagar ahora.',
    // The password travels in its event only; the context holds the policy and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'payNow',
    folder: 'pay-now',
    machine: payNowMachine,
    description:
      'Pagar ahora: the pending receipt of an issued policy paid once with a new card (the banks, the card checked, protected and charged, a refusal shown on the form); the thank-you page and the account page both run it.',
    // The card travels in its event only; the context holds the policy's ids and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'account',
    folder: 'account',
    machine: accountMachine,
    description:
      'The account page (/cuenta): signed out, the login; signed in, the account’s policies with their payment status, each PDF and Pagar ahora for a pending one; and the sign-out.',
    // The password travels in its event only; the context holds the policies and the messages.
    sanitise: keepEverything,
  },
  {
    name: 'setPassword',
    folder: 'set-password',
    machine: setPasswordMachine,
    description:
      'The e-mailed link’s page (/cuenta/contrasena): the buyer chooses a password under the account rules; the server spends the one-time link and signs the browser in, or refuses a missing, expired or used link.',
    // The password travels in its event only; the context holds the link's token and messages.
    sanitise: keepEverything,
  },
];

export function entryOf(name: string): MachineEntry {
  const entry = machineRegistry.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No machine named ${name} in the registry.`);
  return entry;
}
