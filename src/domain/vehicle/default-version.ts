/** A version (trim) of a model year as the catalogue lists it. */
export interface VersionChoice {
  id: string;
  description: string;
  insuredValue: number;
}

/**
 * The version priced before the buyer picks theirs, shown as chosen in the quotation bar: the
 * model's entry trim (lowest insured value), the most common one on the road and the price a
 * buyer of any trim will not find lower. Ties go to the first description in code-unit order
 * (the catalogue writes them in capitals): a collator's first use cost a phone about 70 ms, at
 * the wizard's hand-over.
 */
export function defaultVersion<T extends VersionChoice>(versions: readonly T[]): T | undefined {
  return [...versions].sort(
    (a, b) =>
      a.insuredValue - b.insuredValue ||
      (a.description < b.description ? -1 : a.description > b.description ? 1 : 0),
  )[0];
}

/** The version list of the bar and the mobile modal: alphabetical, as the buyer reads a trim. */
export function versionsInDisplayOrder<T extends VersionChoice>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => a.description.localeCompare(b.description, 'es'));
}
