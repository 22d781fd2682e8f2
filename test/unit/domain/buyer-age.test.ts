import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { ageOn, isAdultBuyer, isPlausiblyAlive } from '../../../src/domain/quote/buyer-age';
import { editQuoteSchema, quoteCartSchema } from '../../../src/domain/validation/quote-steps';
import { todayInMexico } from '../../../src/domain/common/dates';

const yearsAgo = (years: number) => {
  const [year, month, day] = todayInMexico().split('-');
  return {
    iso: `${Number(year) - years}-${month}-${day}`,
    display: `${day}/${month}/${Number(year) - years}`,
  };
};

describe('who may quote (usage policy)', () => {
  test('a person turns 18 on the birthday, and is not taken to be over 100', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(isAdultBuyer('2008-06-15', '2026-06-15')).toBe(true);
    expect(isAdultBuyer('2008-06-16', '2026-06-15')).toBe(false);
    expect(isPlausiblyAlive('1926-06-15', '2026-06-15')).toBe(true);
    expect(isPlausiblyAlive('1925-06-14', '2026-06-15')).toBe(false);
  });

  test('a birthday on 29 February comes on the 28th in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });

  test('the quote-cart page and the edit-quote modal apply it to persons, not companies', () => {
    const minor = yearsAgo(12).display;
    const issues = (schema: v.GenericSchema, input: object) => {
      const result = v.safeParse(schema, input);
      return result.issues ? (v.flatten(result.issues).nested ?? {}) : {};
    };
    expect(
      issues(quoteCartSchema, { postalCode: '06700', birthdate: minor, gender: 'male' }),
    ).toEqual({ birthdate: ['Debes tener al menos 18 años para cotizar tu seguro.'] });
    expect(
      issues(quoteCartSchema, { postalCode: '06700', birthdate: minor, gender: 'company' }),
    ).toEqual({});
    expect(
      issues(editQuoteSchema, {
        vehicleSearch: 'Nissan Versa',
        subbrandId: 'sb-versa',
        model: 2020,
        postalCode: '06700',
        birthdate: yearsAgo(120).display,
        gender: 'female',
      }),
    ).toEqual({ birthdate: ['No has ingresado una fecha válida'] });
  });
});
