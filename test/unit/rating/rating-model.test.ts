import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { packageCodes } from '../../../src/domain/coverage/packages';
import {
  paymentFrequencies,
  receiptsPerYear,
} from '../../../src/domain/payment/payment-frequencies';
import { toCentavos } from '../../../src/domain/quote/premium';
import { priceAdjustmentSchema } from '../../../src/domain/quote/price-adjustments';
import { insurerTariffs } from '../../../src/server/insurers/insurer-tariffs';
import { rateQuote, type RatingInput } from '../../../src/server/insurers/rating';
import type { CoverageTerms } from '../../../src/domain/coverage/coverage-terms';
import { aRatingInput, anInsurer } from './arbitraries';

const totalOf = (insurer: keyof typeof insurerTariffs, input: RatingInput) =>
  rateQuote(insurerTariffs[insurer], input).discountPrice;

const withTerms = (input: RatingInput, terms: Partial<RatingInput['terms']>): RatingInput => ({
  ...input,
  terms: { ...input.terms, ...terms },
});
const withCoverage = (input: RatingInput, coverage: Partial<CoverageTerms>): RatingInput =>
  withTerms(input, { coverage: { ...input.terms.coverage, ...coverage } });

const centavos = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + toCentavos(amount), 0);

describe('the rating model', () => {
  it('prices RC below Limitada and Limitada below Amplia for the same risk', () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const price = (pack: 0 | 1 | 2) => totalOf(insurer, withTerms(input, { package: pack }));
        expect(price(packageCodes.liability)).toBeLessThan(price(packageCodes.thirdParty));
        expect(price(packageCodes.thirdParty)).toBeLessThan(price(packageCodes.comprehensive));
      }),
    );
  });

  it.each(['damageDeductiblePercent', 'theftDeductiblePercent'] as const)(
    'never charges more for a higher %s',
    (deductible) => {
      fc.assert(
        fc.property(
          anInsurer,
          aRatingInput,
          fc.integer({ min: 0, max: 100 }),
          fc.integer({ min: 0, max: 100 }),
          (insurer, input, a, b) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            expect(
              totalOf(insurer, withCoverage(input, { [deductible]: high })),
            ).toBeLessThanOrEqual(totalOf(insurer, withCoverage(input, { [deductible]: low })));
          },
        ),
      );
    },
  );

  it.each(['rcThird', 'rcCatastrophic', 'passengerMedical'] as const)(
    'never charges less for a higher %s sum',
    (sum) => {
      fc.assert(
        fc.property(
          anInsurer,
          aRatingInput,
          fc.nat(4_000_000),
          fc.nat(4_000_000),
          (insurer, input, a, b) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            expect(totalOf(insurer, withCoverage(input, { [sum]: high }))).toBeGreaterThanOrEqual(
              totalOf(insurer, withCoverage(input, { [sum]: low })),
            );
          },
        ),
      );
    },
  );

  it('never makes the total cheaper with more instalments', () => {
    const pairs = paymentFrequencies.flatMap((fewer) =>
      paymentFrequencies
        .filter((more) => receiptsPerYear(more.code) > receiptsPerYear(fewer.code))
        .map((more) => [fewer.code, more.code] as const),
    );
    fc.assert(
      fc.property(
        anInsurer,
        aRatingInput,
        fc.constantFrom(...pairs),
        (insurer, input, [fewer, more]) => {
          expect(
            totalOf(insurer, withTerms(input, { paymentFrequency: more })),
          ).toBeGreaterThanOrEqual(totalOf(insurer, withTerms(input, { paymentFrequency: fewer })));
        },
      ),
    );
  });

  it('records every step as a key and figures the quote answer schema accepts, no words', () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const { adjustments } = rateQuote(insurerTariffs[insurer], input).breakdown;
        expect(v.parse(v.array(priceAdjustmentSchema), adjustments)).toEqual(adjustments);
      }),
    );
  });

  it('has a breakdown and receipts that add up to the total to the cent', () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const quote = rateQuote(insurerTariffs[insurer], input);
        const { breakdown } = quote;
        const steps = [breakdown.basePremium, ...breakdown.adjustments.map((step) => step.amount)];
        expect(centavos(steps)).toBe(toCentavos(breakdown.netPremium));
        expect(
          centavos([
            breakdown.netPremium,
            breakdown.instalmentSurcharge,
            breakdown.policyFee,
            breakdown.iva,
          ]),
        ).toBe(toCentavos(breakdown.total));
        expect(breakdown.total).toBe(quote.discountPrice);
        expect(
          centavos([quote.firstPayment, ...Array(quote.payments - 1).fill(quote.nextPayments)]),
        ).toBe(toCentavos(quote.discountPrice));
      }),
    );
  });

  it('charges 16 % IVA on net premium, instalment surcharge and policy fee', () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const { breakdown } = rateQuote(insurerTariffs[insurer], input);
        const subtotal = centavos([
          breakdown.netPremium,
          breakdown.instalmentSurcharge,
          breakdown.policyFee,
        ]);
        expect(toCentavos(breakdown.iva)).toBe(Math.round(subtotal * 0.16));
      }),
    );
  });

  it("prices the deductible and sums the insurer's policy gives, not those it does not offer", () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const rated = rateQuote(insurerTariffs[insurer], input);
        const params = (key: string) =>
          rated.breakdown.adjustments.find((step) => step.key === key)?.params;
        const { materialDamage, rcThird } = rated.coverages;
        // The offered deductible the market rates at (5 %) takes no step.
        if (materialDamage.included && params('deductible.materialDamage'))
          expect(params('deductible.materialDamage')).toEqual({
            percent: materialDamage.deductiblePercent,
          });
        if (rcThird.sumInsured)
          expect(params('sum.rcThird')).toEqual({ sumInsured: rcThird.sumInsured });
      }),
    );
  });

  it('never charges for a substitute car the package already includes', () => {
    fc.assert(
      fc.property(aRatingInput, (input) => {
        const others = input.terms.coverage.specialCovers.filter(
          (cover) => cover !== 'substituteCar',
        );
        const amplia = withCoverage(withTerms(input, { package: packageCodes.comprehensive }), {
          specialCovers: others,
        });
        const bought = withCoverage(amplia, { specialCovers: [...others, 'substituteCar'] });
        expect(totalOf('gnp', bought)).toBe(totalOf('gnp', amplia));
        expect(totalOf('hdi', bought)).toBeGreaterThan(totalOf('hdi', amplia));
      }),
    );
  });

  it('always gives the same price for the same input', () => {
    fc.assert(
      fc.property(anInsurer, aRatingInput, (insurer, input) => {
        const first = rateQuote(insurerTariffs[insurer], input);
        expect(rateQuote(insurerTariffs[insurer], structuredClone(input))).toEqual(first);
      }),
    );
  });

  it('shows the promo discount in the savings against the regular price', () => {
    fc.assert(
      fc.property(
        anInsurer,
        aRatingInput,
        fc.integer({ min: 1, max: 40 }),
        (insurer, input, discountPercent) => {
          const without = rateQuote(
            insurerTariffs[insurer],
            withTerms(input, { promo: undefined }),
          );
          const withPromo = rateQuote(
            insurerTariffs[insurer],
            withTerms(input, { promo: { code: 'PROMO', discountPercent } }),
          );
          expect(withPromo.regularPrice).toBe(without.regularPrice);
          expect(withPromo.discountPrice).toBeLessThan(without.discountPrice);
          expect(withPromo.savingsPercent).toBeGreaterThanOrEqual(without.savingsPercent);
        },
      ),
    );
  });
});
