import { describe, expect, it } from 'vitest';
import type { SubBrand } from '../../../src/domain/vehicle/vehicle-catalog';
import { SubBrandSearch } from '../../../src/server/catalog/vehicles/sub-brand-search';

const entry = (brandName: string, name: string, unitsSold: number): SubBrand => ({
  id: `${brandName}-${name}`.toLowerCase(),
  brandId: brandName.toLowerCase(),
  brandName,
  name,
  vehicleType: 'car',
  unitsSold,
});
const index = new SubBrandSearch([
  entry('Volkswagen', 'Jetta', 650_000),
  entry('Volkswagen', 'Vento', 396_000),
  entry('Nissan', 'Versa', 884_000),
  entry('Nissan', 'NP300', 436_000),
  entry('Kia', 'Río', 267_000),
  entry('Honda', 'CR-V', 259_000),
  entry('Toyota', 'Yaris', 151_000),
]);
const names = (query: string) => index.search(query, { limit: 5 }).map((e) => e.name);

describe('SubBrandSearch, the autocomplete index', () => {
  it('reads a brand alias and a model prefix', () => {
    expect(names('vw jet')).toEqual(['Jetta']);
  });

  it('forgives one typo in words of four letters or more', () => {
    expect(names('nisan versa')).toEqual(['Versa']);
    expect(names('jeta')).toEqual(['Jetta']);
  });

  it('does not forgive typos in short words', () => {
    expect(names('ria')).toEqual([]);
  });

  it('reads model names typed together or apart', () => {
    expect(names('np 300')).toEqual(['NP300']);
    expect(names('crv')).toEqual(['CR-V']);
  });

  it('ranks model matches above brand matches, then the best seller', () => {
    expect(names('ve')).toEqual(['Versa', 'Vento']);
    expect(names('volkswagen')).toEqual(['Jetta', 'Vento']);
    expect(names('v')).toEqual(['CR-V', 'Versa', 'Vento', 'Jetta']);
  });

  it('ignores accents and case', () => {
    expect(names('RIO')).toEqual(['Río']);
  });
});
