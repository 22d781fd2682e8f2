import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import type { App } from '../../../src/server/app';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('app.catalog, the lookups other areas read', () => {
  it('finds a version of one model year with its vehicle facts and estimated value', async () => {
    const version = await app.catalog.findVersion('0044103-2019');
    expect(version).toMatchObject({
      versionId: '0044103-2019',
      modelId: 'nissan-versa-2019',
      subBrandId: 'nissan-versa',
      brand: 'Nissan',
      subBrand: 'Versa',
      modelYear: 2019,
      description: 'Premium T/A 1.8 lts.',
      vehicleType: 'car',
      segment: 'Compactos',
      trimKey: '0044103',
    });
    expect(version?.insuredValue).toBeGreaterThan(100_000);
  });

  it('values an older model year of the same trim lower', async () => {
    const newer = await app.catalog.findVersion('0044103-2022');
    const older = await app.catalog.findVersion('0044103-2015');
    expect(older?.insuredValue).toBeLessThan(newer?.insuredValue ?? 0);
  });

  it('knows pick-ups and motorcycles by their vehicle type', async () => {
    expect((await app.catalog.findVersion('1041501-2020'))?.vehicleType).toBe('pickup');
    expect((await app.catalog.findVersion('M010101-2023'))?.vehicleType).toBe('motorcycle');
  });

  it('answers undefined for an unknown version', async () => {
    expect(await app.catalog.findVersion('9999999-2019')).toBeUndefined();
  });

  it('finds the state and municipality of postal codes of several states', async () => {
    expect(await app.catalog.findPostalPlace('06700')).toEqual({
      postalCode: '06700',
      stateCode: 'DIF',
      stateName: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
    });
    expect(await app.catalog.findPostalPlace('64000')).toMatchObject({
      stateCode: 'NLE',
      municipality: 'Monterrey',
    });
    expect(await app.catalog.findPostalPlace('44100')).toMatchObject({
      stateCode: 'JAL',
      municipality: 'Guadalajara',
    });
  });

  it('answers undefined for a postal code that does not exist', async () => {
    expect(await app.catalog.findPostalPlace('00999')).toBeUndefined();
  });
});
