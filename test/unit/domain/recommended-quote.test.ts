import { describe, expect, test } from 'vitest';
import type { InsurerCode } from '../../../src/domain/insurers/insurers';
import type { CoverageLine, QuotationCoverages } from '../../../src/domain/quote/quotation';
import {
  recommendationScore,
  recommendedQuoteId,
} from '../../../src/domain/quote/recommended-quote';

const line = (sumInsured: number | null, deductiblePercent: number | null): CoverageLine => ({
  included: true,
  sumInsured,
  deductiblePercent,
});

const amplia: QuotationCoverages = {
  rcThird: line(1_000_000, null),
  rcCatastrophic: line(2_000_000, null),
  roadAssistance: line(null, null),
  legalDefense: line(null, null),
  medicalCost: line(200_000, null),
  theft: line(null, 10),
  materialDamage: line(null, 5),
  agencyRepair: line(null, null),
  substituteCar: line(null, null),
};

const quote = (
  providerCode: InsurerCode,
  discountPrice: number,
  coverages: QuotationCoverages = amplia,
) => ({ id: `${providerCode}-${discountPrice}`, providerCode, discountPrice, coverages });

describe('the recommended quote', () => {
  test('nothing to recommend with fewer than two quotes', () => {
    expect(recommendedQuoteId([])).toBeNull();
    expect(recommendedQuoteId([quote('hdi', 9_000)])).toBeNull();
  });

  test('only a quote the buyer can buy online is recommended, even when another is cheaper', () => {
    expect(recommendedQuoteId([quote('ana', 7_000), quote('mapfre', 9_000)])).toBe('mapfre-9000');
  });

  test('without any buyable quote, every quote is a candidate', () => {
    expect(recommendedQuoteId([quote('ana', 9_000), quote('aba', 7_000)])).toBe('aba-7000');
  });

  test('with the same coverages, a small price gap is outweighed by fewer complaints', () => {
    // Condusef 2024: mapfre 5 % of the complaints, hdi 6 %: 1 % dearer still wins, 3 % does not.
    expect(recommendedQuoteId([quote('hdi', 10_000), quote('mapfre', 10_100)])).toBe(
      'mapfre-10100',
    );
    expect(recommendedQuoteId([quote('hdi', 10_000), quote('mapfre', 10_300)])).toBe('hdi-10000');
  });

  test('the insurer with the most complaints scores nothing for opinions', () => {
    const candidates = [quote('qualitas', 10_000), quote('aba', 10_000)];
    // 0.5 × 1 (price) + 0.3 × 1 (coverage) + 0.2 × 0 (19 % of the complaints, the most)
    expect(recommendationScore(candidates[0]!, candidates)).toBeCloseTo(0.8);
    expect(recommendedQuoteId(candidates)).toBe('aba-10000');
  });

  test('broader coverage and lower deductibles score higher at the same price', () => {
    const thinner = { ...amplia, rcThird: line(500_000, null), materialDamage: line(null, 10) };
    const candidates = [quote('hdi', 10_000, thinner), quote('gds', 10_000)];
    expect(recommendationScore(candidates[1]!, candidates)).toBeGreaterThan(
      recommendationScore({ ...candidates[0]!, providerCode: 'gds' }, candidates),
    );
    expect(recommendedQuoteId(candidates)).toBe('gds-10000');
  });

  test('the cheapest, broadest quote scores the full price and coverage parts', () => {
    const candidates = [quote('hdi', 8_000), quote('mapfre', 10_000)];
    // 0.5 × 1 (price) + 0.3 × 1 (coverage) + 0.2 × (1 − 6 / 19) (opinion)
    expect(recommendationScore(candidates[0]!, candidates)).toBeCloseTo(0.8 + 0.2 * (13 / 19));
  });
});
