import type { MachineEntry } from './support/machine-entry';
import { keepEverything } from './support/sanitise';
import { quotationMachine } from './quotation/quotation.machine';

/**
 * Every flow machine of the product. The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 */
export const machineRegistry: readonly MachineEntry[] = [
  {
    name: 'quotation',
    folder: 'quotation',
    machine: quotationMachine,
    description:
      'The quote lifecycle of the results page: one request per insurer and package, answers listed as they arrive, filters, the offer countdown and the way to /emit-cart.',
    sanitise: keepEverything,
  },
];
