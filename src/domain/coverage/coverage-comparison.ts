import { coverageSummaryRows, coverageWording } from './coverage-summary';
import type { CoverageKey, CoverageLine, QuotationCoverages } from '../quote/quotation';

/**
 * The compare view's rows (docs/behaviour/quote/results.md#comparing-insurers): which coverages
 * differ between the insurers compared, and which insurer gives the best of each.
 */

/**
 * How much a line gives the buyer, comparable within one coverage (higher is better): a larger
 * sum, a lower deductible, more assistance events (then more towing km), more days, repair in
 * agency for older cars; nothing when not included.
 */
export function lineWorth(line: CoverageLine): number {
  const { sum, deductiblePercent } = coverageWording(line);
  switch (sum.kind) {
    case 'notIncluded':
      return -Infinity;
    case 'amount':
      return sum.pesos;
    case 'assistance':
      return sum.eventsPerYear * 10_000 + sum.towKm;
    case 'days':
      return sum.days;
    case 'agencyUpTo':
      return sum.years;
    case 'vehicleValue':
    case 'covered':
      return -(deductiblePercent ?? 0);
  }
}

/** The best of some values (highest), marked; nothing is marked when they are all equal. */
export function bestMarks(worths: readonly number[]): boolean[] {
  const best = Math.max(...worths);
  const allEqual = worths.every((worth) => worth === best);
  return worths.map((worth) => !allEqual && worth === best);
}

export interface ComparedCoverage {
  key: CoverageKey;
  /** The insurers' lines read differently (sum, extent, deductible or deductibles offered). */
  differs: boolean;
  /** Per insurer, in the order given: it gives the best value of the row. */
  best: boolean[];
}

export function compareCoverages(compared: readonly QuotationCoverages[]): ComparedCoverage[] {
  return coverageSummaryRows.map(([key]) => {
    const lines = compared.map((coverages) => coverages[key]);
    const wordings = new Set(lines.map((line) => JSON.stringify(coverageWording(line))));
    return { key, differs: wordings.size > 1, best: bestMarks(lines.map(lineWorth)) };
  });
}
