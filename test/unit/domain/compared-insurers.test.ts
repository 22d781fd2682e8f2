import { describe, expect, test } from 'vitest';
import {
  canCompare,
  canToggleCompared,
  toggleCompared,
} from '../../../src/domain/quote/compared-insurers';

describe('the insurers chosen for the compare view', () => {
  test('ticking adds in order, unticking removes', () => {
    expect(toggleCompared([], 'hdi')).toEqual(['hdi']);
    expect(toggleCompared(['hdi'], 'ana')).toEqual(['hdi', 'ana']);
    expect(toggleCompared(['hdi', 'ana'], 'hdi')).toEqual(['ana']);
  });

  test('at most four: a fifth is refused, a chosen one can still be taken out', () => {
    const four = ['hdi', 'ana', 'gds', 'gnp'] as const;
    expect(canToggleCompared(four, 'mapfre')).toBe(false);
    expect(toggleCompared(four, 'mapfre')).toEqual(four);
    expect(canToggleCompared(four, 'gds')).toBe(true);
    expect(canToggleCompared(['hdi', 'ana', 'gds'], 'mapfre')).toBe(true);
  });

  test('the comparison needs at least two', () => {
    expect(canCompare(['hdi'])).toBe(false);
    expect(canCompare(['hdi', 'ana'])).toBe(true);
  });
});
