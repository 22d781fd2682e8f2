import { insurerCodes, type InsurerCode } from '../../domain/insurers';
import type { StateCode } from '../../domain/states';

/**
 * Where each sandbox insurer writes private-car business. The large carriers sell in every
 * state; the sandbox gives the smaller books a few states they decline, the way regional
 * appetite shows up on a real comparator (a missing card for that insurer, not an error).
 * A real insurer adapter replaces this table with the insurer's own answer.
 */
const statesDeclined: Readonly<Record<InsurerCode, readonly StateCode[]>> = {
  mapfre: [],
  gds: ['CHP', 'GRO', 'OAX'],
  ana: [],
  aba: ['BCS', 'CAM', 'ROO'],
  gnp: [],
  hdi: [],
  sura: ['CHP', 'TAB', 'ZAC', 'SIN'],
  qualitas: [],
};

/** The insurers that quote vehicles garaged in a state, in the results page's order. */
export function insurersServingState(stateCode: StateCode): InsurerCode[] {
  return insurerCodes.filter((code) => !statesDeclined[code].includes(stateCode));
}
