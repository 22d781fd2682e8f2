import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { initialCustomiseFilters } from '../../../src/domain/coverage/coverage';
import { sameFilters } from '../../../src/domain/coverage/customise-filters';
import { mayEnterEmitCart } from '../../../src/domain/purchase/emit-cart-access';
import { insurerCodes } from '../../../src/domain/insurers/insurers';
import {
  countdownMoves,
  countdownParts,
  countdownWording,
  offerExpiresAt,
  secondsLeft,
} from '../../../src/domain/quote/offer-countdown';
import { packageQuoteOrder } from '../../../src/domain/coverage/packages';
import {
  isSameSlot,
  listQuotation,
  quotesKeptForRound,
  removeQuoteSlot,
} from '../../../src/domain/quote/quote-list';
import { planQuoteRound } from '../../../src/domain/quote/quote-round';
import { quotationOf } from '../../machines/quotation-support';

const oneYear = {
  validity: 1,
  compensationValue: 'commercial',
  hasCoveragesEdited: false,
} as const;

describe('planQuoteRound', () => {
  test('one job per insurer and package, insurer by insurer', () => {
    const round = planQuoteRound({
      insurers: ['gnp', 'hdi'],
      blacklist: [],
      scope: oneYear,
      selectedProvider: undefined,
    });
    expect(round.jobs.map((job) => `${job.providerCode}/${job.package}`)).toEqual([
      'gnp/0',
      'gnp/1',
      'gnp/2',
      'hdi/0',
      'hdi/1',
      'hdi/2',
    ]);
    expect(round.requotesSelectedProviderOnly).toBe(false);
  });

  test('invoice compensation keeps ana and hdi, comprehensive only, minus the blacklist', () => {
    const round = planQuoteRound({
      insurers: insurerCodes,
      blacklist: ['hdi'],
      scope: { ...oneYear, compensationValue: 'invoice' },
      selectedProvider: undefined,
    });
    expect(round.jobs).toEqual([{ providerCode: 'ana', package: 0 }]);
  });

  test('a single provider that is the selected one is a re-quote of that provider only', () => {
    const request = { insurers: ['hdi'] as const, blacklist: [], scope: oneYear };
    expect(
      planQuoteRound({ ...request, selectedProvider: 'hdi' }).requotesSelectedProviderOnly,
    ).toBe(true);
    expect(
      planQuoteRound({ ...request, selectedProvider: 'ana' }).requotesSelectedProviderOnly,
    ).toBe(false);
  });
});

describe('the quote list', () => {
  const slotArbitrary = fc.record({
    providerCode: fc.constantFrom(...insurerCodes),
    package: fc.constantFrom(...packageQuoteOrder),
  });

  test('holds at most one quotation per provider and package, the latest one', () => {
    fc.assert(
      fc.property(fc.array(slotArbitrary, { maxLength: 30 }), (slots) => {
        const answers = slots.map((slot) => quotationOf(slot.providerCode, slot.package));
        const list = answers.reduce(listQuotation, []);
        for (const quote of list) {
          expect(list.filter((other) => isSameSlot(other, quote))).toHaveLength(1);
          expect(quote).toBe(answers.findLast((answer) => isSameSlot(answer, quote)));
        }
      }),
    );
  });

  test('removing a slot leaves the insurer’s other packages', () => {
    const list = [quotationOf('ana', 0), quotationOf('ana', 1), quotationOf('hdi', 1)];
    expect(removeQuoteSlot(list, { providerCode: 'ana', package: 1 })).toEqual([list[0], list[2]]);
  });

  test('a re-quote keeps other providers and the re-quoted packages only', () => {
    const list = [quotationOf('ana', 0), quotationOf('hdi', 0), quotationOf('hdi', 2)];
    const round = {
      jobs: [{ providerCode: 'hdi', package: 0 }] as const,
      requotesSelectedProviderOnly: true,
    };
    expect(quotesKeptForRound(list, round)).toEqual([list[0], list[1]]);
    expect(quotesKeptForRound(list, { ...round, requotesSelectedProviderOnly: false })).toEqual([]);
  });

  test('a re-pricing of the same quote keeps every listed package it asks for again', () => {
    const list = [quotationOf('ana', 0), quotationOf('hdi', 0), quotationOf('hdi', 2)];
    const jobs = [
      { providerCode: 'ana', package: 0 },
      { providerCode: 'hdi', package: 0 },
      { providerCode: 'gnp', package: 0 },
    ] as const;
    const round = { jobs, requotesSelectedProviderOnly: false, repricesListedQuotes: true };
    expect(quotesKeptForRound(list, round)).toEqual([list[0], list[1]]);
  });
});

describe('the offer countdown', () => {
  test('ends at the first expiry and never goes below zero', () => {
    const expiresAt = offerExpiresAt([
      { expiresAt: '2026-11-23T10:30:00Z' },
      { expiresAt: '2026-11-23T10:05:00Z' },
    ]);
    expect(expiresAt).toBe('2026-11-23T10:05:00.000Z');
    expect(secondsLeft(expiresAt, Date.parse('2026-11-23T10:00:00.5Z'))).toBe(300);
    expect(secondsLeft(expiresAt, Date.parse('2026-11-23T11:00:00Z'))).toBe(0);
    expect(offerExpiresAt([])).toBeNull();
  });

  test('reads days, hours and minutes, the minutes rounded up', () => {
    expect(countdownParts(3_725)).toEqual({ days: 0, hours: 1, minutes: 3 });
    expect(countdownParts(7 * 86_400 - 30)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(countdownParts(2 * 86_400 + 5 * 3_600 + 59 * 60)).toEqual({
      days: 2,
      hours: 5,
      minutes: 59,
    });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  test('moves when the minutes it shows change and when the offer ends, not every second', () => {
    expect(countdownMoves(150, 121)).toBe(false);
    expect(countdownMoves(150, 120)).toBe(true);
    expect(countdownMoves(1, 0)).toBe(true);
    expect(countdownMoves(0, 0)).toBe(false);
  });

  test('a promo-priced quote speaks of its special discount', () => {
    expect(countdownWording('PROMO10')).toBe('specialDiscount');
    expect(countdownWording(null)).toBe('offer');
  });
});

describe('/emit-cart access', () => {
  test('needs a selected provider, and not mapfre with the used-car partner promo', () => {
    expect(mayEnterEmitCart(undefined, undefined)).toBe(false);
    expect(mayEnterEmitCart('mapfre', undefined)).toBe(true);
    expect(mayEnterEmitCart('mapfre', 'KAVAK10')).toBe(false);
    expect(mayEnterEmitCart('hdi', 'KAVAK10')).toBe(true);
  });
});

describe('sameFilters', () => {
  test('compares values, not key order', () => {
    const filters = initialCustomiseFilters();
    const reordered = Object.fromEntries(Object.entries(filters).reverse()) as typeof filters;
    expect(sameFilters(filters, reordered)).toBe(true);
    expect(sameFilters(filters, { ...filters, roadAssistance: false })).toBe(false);
  });
});
