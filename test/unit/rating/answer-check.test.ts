import { describe, expect, it } from 'vitest';
import type { QuoteOutcome } from '../../../src/server/insurers/adapter';
import { flawInQuoteAnswer } from '../../../src/server/insurers/answer-check';

const breakdown = {
  basePremium: 9_000,
  adjustments: [],
  netPremium: 9_000,
  instalmentSurcharge: 0,
  policyFee: 600,
  iva: 1_536,
  total: 11_136,
};
const sound: QuoteOutcome = {
  status: 'quoted',
  validityDays: 15,
  quote: {
    regularPrice: 13_100,
    discountPrice: 11_136,
    savingsPercent: 15,
    firstPayment: 11_136,
    nextPayments: 0,
    payments: 1,
    breakdown,
    coverages: {} as never,
  },
};
const withQuote = (change: object): QuoteOutcome =>
  sound.status === 'quoted' ? { ...sound, quote: { ...sound.quote, ...change } } : sound;

describe("an insurer's quote answer", () => {
  it('passes when its prices are amounts and its counts whole', () => {
    expect(flawInQuoteAnswer(sound)).toBeUndefined();
    expect(
      flawInQuoteAnswer({ status: 'declined', reason: 'No asegura la zona.' }),
    ).toBeUndefined();
  });

  it.each([
    ['a price that is not a number', { discountPrice: Number.NaN }, /discountPrice/],
    ['a negative payment', { firstPayment: -1 }, /firstPayment/],
    ['a price that is text', { regularPrice: '13100' }, /regularPrice/],
    ['an infinite total', { breakdown: { ...breakdown, total: Infinity } }, /total/],
    ['no receipts', { payments: 0 }, /payments/],
  ])('fails with %s', (_, change, flaw) => {
    expect(flawInQuoteAnswer(withQuote(change))).toMatch(flaw);
  });

  it('fails a validity that is not a whole number of days, or a decline without a reason', () => {
    expect(flawInQuoteAnswer({ ...sound, validityDays: 1.5 } as QuoteOutcome)).toMatch(/validity/);
    expect(flawInQuoteAnswer({ status: 'declined', reason: ' ' })).toMatch(/reason/);
  });
});
