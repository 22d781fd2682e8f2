import { describe, expect, test } from 'vitest';
import { formatMxn } from '../../../src/domain/common/money';

describe('formatMxn', () => {
  test.each([
    [12345.6, '$12,345.60'],
    [0, '$0.00'],
    [7, '$7.00'],
    [999.999, '$1,000.00'],
    [1.005, '$1.01'],
    [2_000_000, '$2,000,000.00'],
    [10464.91, '$10,464.91'],
    [-1738.01, '-$1,738.01'],
    [-0.001, '$0.00'],
    [1234567890.12, '$1,234,567,890.12'],
  ])('%d is shown as %s', (amount, shown) => {
    expect(formatMxn(amount)).toBe(shown);
  });

  test('refuses what is not an amount', () => {
    expect(() => formatMxn(Number.NaN)).toThrow(RangeError);
    expect(() => formatMxn(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
