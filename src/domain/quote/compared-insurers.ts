import type { InsurerCode } from '../insurers/insurers';

/**
 * The compare view puts two to four chosen insurers side by side
 * (docs/behaviour/quote/results.md#comparing-insurers).
 */
export const comparedInsurersLimits = { min: 2, max: 4 } as const;

/** Whether the insurer can be added to (or, when chosen, taken from) the comparison. */
export function canToggleCompared(chosen: readonly InsurerCode[], code: InsurerCode): boolean {
  return chosen.includes(code) || chosen.length < comparedInsurersLimits.max;
}

/** The choice after ticking or unticking one insurer; a fifth one is refused (unchanged). */
export function toggleCompared(chosen: readonly InsurerCode[], code: InsurerCode): InsurerCode[] {
  if (chosen.includes(code)) return chosen.filter((chosenCode) => chosenCode !== code);
  return canToggleCompared(chosen, code) ? [...chosen, code] : [...chosen];
}

/** The comparison opens with at least two of the chosen insurers showing a card. */
export function canCompare(shownChosen: readonly InsurerCode[]): boolean {
  return shownChosen.length >= comparedInsurersLimits.min;
}
