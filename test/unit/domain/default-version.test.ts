import { describe, expect, test } from 'vitest';
import { defaultVersion } from '../../../src/domain/vehicle/default-version';

const version = (id: string, description: string, insuredValue: number) => ({
  id,
  description,
  insuredValue,
});

describe('the version priced before the buyer picks one', () => {
  test('is the entry trim: the lowest insured value, ties to the first description', () => {
    expect(
      defaultVersion([
        version('v-1', 'EXCLUSIVE 1.6 CVT', 290_000),
        version('v-2', 'SENSE 1.6 MT', 245_000),
        version('v-3', 'ADVANCE 1.6 MT', 245_000),
      ])?.id,
    ).toBe('v-3');
    expect(defaultVersion([])).toBeUndefined();
  });
});
