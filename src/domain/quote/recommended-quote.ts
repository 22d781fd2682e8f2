import { insurers } from '../insurers/insurers';
import { opinionScoreOf } from '../insurers/insurer-opinions';
import type { CoverageKey, CoverageLine, Quotation } from './quotation';

/**
 * The recommended card of a package (docs/behaviour/quote/results.md#the-recommended-badge).
 * The badge's tooltip names its basis: vehicle features and circulation zone (both already
 * priced in), price and payment facilities, coverages and insured sums, customer opinions.
 */
export const recommendationWeights = { price: 0.5, coverage: 0.3, opinion: 0.2 } as const;

type Candidate = Pick<Quotation, 'id' | 'providerCode' | 'discountPrice' | 'coverages'>;

/** 1 for the cheapest candidate, less for dearer ones (cheapest price / this price). */
function priceScore(quote: Candidate, cheapest: number): number {
  return cheapest / quote.discountPrice;
}

/** The best sum insured and the lowest deductible any candidate offers for one coverage. */
function bestOf(candidates: readonly Candidate[], key: CoverageKey) {
  const lines = candidates.map((quote) => quote.coverages[key]).filter((line) => line.included);
  return {
    sum: Math.max(0, ...lines.map((line) => line.sumInsured ?? 0)),
    deductible: Math.min(Infinity, ...lines.map((line) => line.deductiblePercent ?? Infinity)),
  };
}

/**
 * A coverage line's points, 0 to 1: nothing when not included; else the share of the best sum
 * insured on offer and of the lowest deductible on offer (a cover without sum or deductible
 * scores full on that part).
 */
function linePoints(line: CoverageLine, best: { sum: number; deductible: number }): number {
  if (!line.included) return 0;
  const sum = line.sumInsured === null || best.sum === 0 ? 1 : line.sumInsured / best.sum;
  const deductible =
    line.deductiblePercent === null || line.deductiblePercent === 0
      ? 1
      : Math.min(1, best.deductible / line.deductiblePercent);
  return (sum + deductible) / 2;
}

function coverageScore(quote: Candidate, candidates: readonly Candidate[]): number {
  const keys = Object.keys(quote.coverages) as CoverageKey[];
  const points = keys.map((key) => linePoints(quote.coverages[key], bestOf(candidates, key)));
  return points.reduce((sum, value) => sum + value, 0) / keys.length;
}

/** The weighted score of one candidate among the others. */
export function recommendationScore(quote: Candidate, candidates: readonly Candidate[]): number {
  const cheapest = Math.min(...candidates.map((candidate) => candidate.discountPrice));
  return (
    recommendationWeights.price * priceScore(quote, cheapest) +
    recommendationWeights.coverage * coverageScore(quote, candidates) +
    recommendationWeights.opinion * opinionScoreOf(quote.providerCode)
  );
}

/**
 * The id of the recommended quote among one package's quotes, or null with fewer than two
 * (nothing to recommend it over). Only quotes the buyer can buy online (an emit-enabled
 * insurer: the payment facilities of the site) are candidates, unless there is none. The
 * highest score wins; a tie goes to the cheaper quote.
 */
export function recommendedQuoteId(quotes: readonly Candidate[]): string | null {
  if (quotes.length < 2) return null;
  const buyable = quotes.filter((quote) => insurers[quote.providerCode].canEmit);
  const candidates = buyable.length > 0 ? buyable : quotes;
  const ranked = candidates
    .map((quote) => ({ quote, score: recommendationScore(quote, candidates) }))
    .sort((a, b) => b.score - a.score || a.quote.discountPrice - b.quote.discountPrice);
  return ranked[0]!.quote.id;
}
