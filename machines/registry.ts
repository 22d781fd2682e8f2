import type { MachineEntry } from './support/machine-entry';

/**
 * Every flow machine of the product. The diagrams (`npm run diagrams`), the /flows page and
 * the persistence of the React binding read this list; a machine joins the product here.
 */
export const machineRegistry: readonly MachineEntry[] = [];
