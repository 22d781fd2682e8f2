import { describe, expect, test } from 'vitest';
import {
  customiseFilterRanges,
  rangedFilters,
  specialCovers,
  type SpecialCover,
} from '../../../src/domain/coverage/coverage';
import {
  customisationNeeds,
  filterChoices,
  initialCustomisation,
  packagesCustomisedBy,
  sameCustomisation,
  specialCoverSwitches,
  withFilterSwitch,
  withFilterValue,
  withSpecialCover,
} from '../../../src/domain/coverage/customise-filters';
import { customiseFiltersSchema } from '../../../src/domain/validation/coverage-fields';
import { insurerTariffs } from '../../../src/server/insurers/insurer-tariffs';
import * as v from 'valibot';

describe("the 'Personaliza tu póliza' filters", () => {
  test('offer the full summary lists (up to 4,000,000), and steps of 50,000 for medical costs', () => {
    expect(filterChoices).toEqual({
      // 800,000 to 4,000,000 by 100,000; 1,000,000 to 4,000,000 by 500,000.
      thirdDamages: Array.from({ length: 33 }, (_, at) => 800_000 + at * 100_000),
      thirdDeaths: Array.from({ length: 7 }, (_, at) => 1_000_000 + at * 500_000),
      pasengersMedicalExpenses: Array.from({ length: 21 }, (_, at) => at * 50_000),
      theftDeductible: [5, 10],
      deductibleDamage: [3, 4, 5, 10],
    });
  });

  test.each(rangedFilters)(
    '%s offers its initial value and only values its range accepts',
    (filter) => {
      const { min, max, initial } = customiseFilterRanges[filter];
      expect(filterChoices[filter]).toContain(initial);
      for (const value of filterChoices[filter]) {
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
        const filters = { ...initialCustomisation().filters, [filter]: value };
        expect(v.safeParse(customiseFiltersSchema, filters).success).toBe(true);
      }
    },
  );

  test('start at the initial values with every special cover off', () => {
    expect(initialCustomisation()).toEqual({
      filters: {
        thirdDamages: 1_000_000,
        thirdDeaths: 2_000_000,
        pasengersMedicalExpenses: 200_000,
        theftDeductible: 10,
        deductibleDamage: 5,
        roadAssistance: true,
        legalDefense: true,
      },
      specialCovers: [],
    });
    expect(specialCovers).toHaveLength(10);
  });

  test('take an offered value, ignore one not offered, and switch road assistance or legal defence', () => {
    const initial = initialCustomisation();
    expect(withFilterValue(initial, 'deductibleDamage', 10).filters.deductibleDamage).toBe(10);
    expect(withFilterValue(initial, 'deductibleDamage', 7)).toBe(initial);
    expect(withFilterSwitch(initial, 'legalDefense', false).filters.legalDefense).toBe(false);
  });

  test('keep the special covers in the spec order, each once, and send each one on or off', () => {
    const chosen = withSpecialCover(
      withSpecialCover(
        withSpecialCover(initialCustomisation(), 'tires', true),
        'windowPanes',
        true,
      ),
      'tires',
      true,
    );
    expect(chosen.specialCovers).toEqual(['windowPanes', 'tires']);
    expect(withSpecialCover(chosen, 'tires', false).specialCovers).toEqual(['windowPanes']);
    const switches = specialCoverSwitches(chosen.specialCovers);
    expect(Object.values(switches).filter(Boolean)).toHaveLength(2);
    expect(switches).toMatchObject({ tires: true, windowPanes: true, substituteCar: false });
  });

  test('compare by value, whatever the order things were chosen in', () => {
    const a = withSpecialCover(
      withSpecialCover(initialCustomisation(), 'tires', true),
      'deflection',
      true,
    );
    const b = withSpecialCover(
      withSpecialCover(initialCustomisation(), 'deflection', true),
      'tires',
      true,
    );
    expect(sameCustomisation(a, b)).toBe(true);
    expect(sameCustomisation(a, initialCustomisation())).toBe(false);
    expect(sameCustomisation(withFilterValue(a, 'theftDeductible', 5), a)).toBe(false);
  });

  test('change the price of the packages that cover what they need', () => {
    expect(packagesCustomisedBy('deductibleDamage')).toEqual([0]);
    expect(packagesCustomisedBy('theftDeductible')).toEqual([0, 1]);
    expect(packagesCustomisedBy('partialRobbery')).toEqual([0, 1]);
    expect(packagesCustomisedBy('thirdDamages')).toEqual([0, 1, 2]);
    expect(packagesCustomisedBy('substituteCar')).toEqual([0, 1, 2]);
  });

  test('say what every insurer tariff prices: a special cover counts where its needs are covered', () => {
    const asPart = { any: 'thirdPartyDamage', theft: 'theft', materialDamage: 'ownDamage' };
    for (const tariff of Object.values(insurerTariffs)) {
      for (const cover of specialCovers) {
        const needs = tariff.specialCovers[cover as SpecialCover].needs;
        expect(asPart[needs], `${tariff.insurer} ${cover}`).toBe(customisationNeeds[cover]);
      }
    }
  });
});
