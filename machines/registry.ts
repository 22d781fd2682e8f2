import { companyCartMachine } from './company-cart/company-cart.machine';
import { sanitiseCompanyCartSnapshot } from './company-cart/company-cart.sanitise';
import { individualCartMachine } from './individual-cart/individual-cart.machine';
import { sanitiseIndividualCartSnapshot } from './individual-cart/individual-cart.sanitise';
import type { MachineEntry } from './support/machine-entry';

/**
 * Every flow machine of the product. The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 */
export const machineRegistry: readonly MachineEntry[] = [
  {
    name: 'individualCart',
    folder: 'individual-cart',
    machine: individualCartMachine,
    description:
      'The individual purchase cart: twelve steps in order with the guarded skips (RFC for hdi only, beneficiary, serial numbers, payment), the card check, the emission with its 3 s polling, its 20 s and 50 s waiting periods and retry, and the outcome.',
    sanitise: sanitiseIndividualCartSnapshot,
  },
  {
    name: 'companyCart',
    folder: 'company-cart',
    machine: companyCartMachine,
    description:
      'The company purchase cart: razón social, generated RFC, the shared steps, the quotation updated before payment, the emission and success.',
    sanitise: sanitiseCompanyCartSnapshot,
  },
];
