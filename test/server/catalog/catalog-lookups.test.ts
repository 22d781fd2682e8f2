import { describe, expect } from 'vitest';
import { apiTest } from '../../support/api-test';

describe('app.catalog, the lookups other areas read', () => {
  apiTest(
    'finds a version of one model year with its vehicle facts and estimated value',
    async ({ api }) => {
      const version = await api.app.catalog.findVersion('0044103-2019');
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
    },
  );

  apiTest('values an older model year of the same trim lower', async ({ api }) => {
    const newer = await api.app.catalog.findVersion('0044103-2022');
    const older = await api.app.catalog.findVersion('0044103-2015');
    expect(older?.insuredValue).toBeLessThan(newer?.insuredValue ?? 0);
  });

  apiTest('knows pick-ups and motorcycles by their vehicle type', async ({ api }) => {
    expect((await api.app.catalog.findVersion('1041501-2020'))?.vehicleType).toBe('pickup');
    expect((await api.app.catalog.findVersion('M010101-2023'))?.vehicleType).toBe('motorcycle');
  });

  apiTest('answers undefined for an unknown version', async ({ api }) => {
    expect(await api.app.catalog.findVersion('9999999-2019')).toBeUndefined();
  });

  apiTest('finds the state and municipality of postal codes of several states', async ({ api }) => {
    expect(await api.app.catalog.findPostalPlace('06700')).toEqual({
      postalCode: '06700',
      stateCode: 'DIF',
      stateName: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
    });
    expect(await api.app.catalog.findPostalPlace('64000')).toMatchObject({
      stateCode: 'NLE',
      municipality: 'Monterrey',
    });
    expect(await api.app.catalog.findPostalPlace('44100')).toMatchObject({
      stateCode: 'JAL',
      municipality: 'Guadalajara',
    });
  });

  apiTest(
    'gives each postal code asked at once (read together) its own colonias by name, as one by one',
    async ({ api }) => {
      const codes = ['06700', '64000', '00999', '44100', '06700'];
      const together = await Promise.all(codes.map((code) => api.app.catalog.settlementsOf(code)));
      api.app.catalog.forgetCached();
      const oneByOne = [];
      for (const code of codes) oneByOne.push(await api.app.catalog.settlementsOf(code));
      expect(together).toEqual(oneByOne);
      expect(together[2]).toEqual([]);
      const names = together[1]!.map((settlement) => settlement.name);
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
      expect(new Set(together[1]!.map((settlement) => settlement.municipality))).toEqual(
        new Set(['Monterrey']),
      );
    },
  );

  apiTest('answers undefined for a postal code that does not exist', async ({ api }) => {
    expect(await api.app.catalog.findPostalPlace('00999')).toBeUndefined();
  });
});
