import { describe, expect, it } from 'vitest';
import {
  estimatedNewPrice,
  estimatedValue,
} from '../../../src/server/catalog/vehicles/value-model';

const versa = { brand: 'Nissan', segment: 'Compactos', description: 'Sense T/M 1.6 lts.' };

describe('the estimated vehicle value (data/ATTRIBUTION.md)', () => {
  it('keeps the new price in the current model year', () => {
    expect(estimatedValue(400_000, 2026, 2026)).toBe(400_000);
  });

  it('takes 15 % the first year and 10 % each later year, rounded to 100 pesos', () => {
    expect(estimatedValue(400_000, 2025, 2026)).toBe(340_000);
    expect(estimatedValue(400_000, 2024, 2026)).toBe(306_000);
    expect(estimatedValue(333_333, 2025, 2026)).toBe(283_300);
  });

  it('never values a vehicle below 20 % of its price new', () => {
    expect(estimatedValue(400_000, 1990, 2026)).toBe(80_000);
  });

  it('prices top trims, automatics and premium brands above the entry version', () => {
    const entry = estimatedNewPrice(versa);
    expect(estimatedNewPrice({ ...versa, description: 'Exclusive T/A 1.6 lts.' })).toBeGreaterThan(
      entry,
    );
    expect(estimatedNewPrice({ ...versa, description: 'Sense T/A 1.6 lts.' })).toBeGreaterThan(
      entry,
    );
    expect(estimatedNewPrice({ ...versa, brand: 'BMW' })).toBeGreaterThan(entry);
  });

  it('prices a segment by its typical new price', () => {
    expect(estimatedNewPrice({ ...versa, segment: 'Subcompactos' })).toBeLessThan(
      estimatedNewPrice({ ...versa, segment: "SUV's" }),
    );
  });
});
