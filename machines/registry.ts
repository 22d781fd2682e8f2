import type { MachineEntry } from './support/machine-entry';
import { keepEverything } from './support/sanitise';
import { quotationMachine } from './quotation/quotation.machine';
import { quoteWizardMachine } from './quote-wizard/quote-wizard.machine';
import { sessionMachine } from './session/session.machine';

/**
 * Every flow machine of the product. The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 * `sanitise` declares what the machine must never persist (card data, tokens, passwords).
 */
export const machineRegistry: readonly MachineEntry[] = [
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
];

export function entryOf(name: string): MachineEntry {
  const entry = machineRegistry.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No machine named ${name} in the registry.`);
  return entry;
}
