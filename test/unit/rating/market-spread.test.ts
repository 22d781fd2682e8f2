import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insurerCodes, type InsurerCode } from '../../../src/domain/insurers/insurers';
import { packageByCode, type PackageKey } from '../../../src/domain/coverage/packages';
import { declineReason } from '../../../src/server/insurers/appetite';
import { insurerTariffs } from '../../../src/server/insurers/insurer-tariffs';
import { rateQuote, type RatingInput } from '../../../src/server/insurers/rating';
import { aBuyerProfile } from './arbitraries';

/**
 * The annual premium bands of docs/behaviour/quote/pricing.md#believable-bands: Amplia and
 * Limitada as a share of the insured value, RC in pesos.
 */
const bands: Readonly<Record<PackageKey, (insuredValue: number) => [number, number]>> = {
  comprehensive: (value) => [0.015 * value, 0.16 * value],
  thirdParty: (value) => [0.008 * value, 0.09 * value],
  liability: () => [2_000, 7_000],
};

type Round = { profile: RatingInput; prices: Partial<Record<InsurerCode, number>> };

/** What every insurer that writes the profile answers (the others decline, as on the page). */
function roundOf(profile: RatingInput): Round {
  const { risk, terms, referenceYear } = profile;
  const facts = {
    stateCode: risk.place.stateCode,
    vehicleAgeYears: referenceYear - risk.vehicle.modelYear,
    insuredValue: risk.vehicle.insuredValue,
    package: terms.package,
    validity: terms.validity,
    compensationValue: 'commercial' as const,
  };
  const prices = Object.fromEntries(
    insurerCodes
      .filter((code) => !declineReason(code, facts))
      .map((code) => [code, rateQuote(insurerTariffs[code], profile).discountPrice]),
  );
  return { profile, prices };
}

const rounds = fc.sample(aBuyerProfile, { numRuns: 240, seed: 25 }).map(roundOf);

function cheapestOf({ prices }: Round): InsurerCode {
  const quoted = Object.entries(prices) as [InsurerCode, number][];
  return quoted.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result: number[] = [];
  order.forEach(({ index }, rank) => (result[index] = rank));
  return result;
}

function spearman(xs: readonly number[], ys: readonly number[]): number {
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (xs.length - 1) / 2;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  rx.forEach((x, i) => {
    const y = ry[i] as number;
    covariance += (x - mean) * (y - mean);
    varianceX += (x - mean) ** 2;
    varianceY += (y - mean) ** 2;
  });
  return covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * How two insurers' prices move together from buyer to buyer, each price taken against the
 * cheapest of its round (the buyer's car and age move every price alike; this is what is left).
 */
function relativeRankCorrelation(a: InsurerCode, b: InsurerCode): number {
  const pairs = rounds.flatMap(({ prices }) => {
    const [pa, pb] = [prices[a], prices[b]];
    if (pa === undefined || pb === undefined) return [];
    const cheapest = Math.min(...(Object.values(prices) as number[]));
    return [[pa / cheapest, pb / cheapest] as const];
  });
  return spearman(
    pairs.map(([x]) => x),
    pairs.map(([, y]) => y),
  );
}

describe('the sandbox insurers over 240 generated buyers', () => {
  it('each insurer is the cheapest for some buyer', () => {
    const cheapest = new Set(rounds.map(cheapestOf));
    expect([...cheapest].sort()).toEqual([...insurerCodes].sort());
  });

  it('has insurers whose prices rank buyers differently (rank correlation below 0.8)', () => {
    const correlations = insurerCodes.flatMap((a, i) =>
      insurerCodes.slice(i + 1).map((b) => relativeRankCorrelation(a, b)),
    );
    expect(Math.min(...correlations)).toBeLessThan(0.8);
  });

  it('keeps every premium inside its package band', () => {
    for (const { profile, prices } of rounds) {
      const [low, high] = bands[packageByCode(profile.terms.package).key](
        profile.risk.vehicle.insuredValue,
      );
      for (const price of Object.values(prices)) {
        expect(price).toBeGreaterThanOrEqual(low);
        expect(price).toBeLessThanOrEqual(high);
      }
    }
  });
});
