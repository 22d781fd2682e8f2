import { describe, expect } from 'vitest';
import { apiTest, type ApiClient } from '../../support/api-test';
import { dataOf, post } from '../../support/test-app';
import type { SubBrand } from '../../../src/domain/vehicle/vehicle-catalog';

const search = async (api: ApiClient, description: string, extra: Record<string, string> = {}) => {
  const response = await api.post('/api/catalog/list-sub-brands', {
    description,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return dataOf<SubBrand[]>(response);
};
const labels = (subBrands: SubBrand[]) => subBrands.map((s) => `${s.brandName} ${s.name}`);

describe('POST /api/catalog/list-sub-brands (the wizard autocomplete)', () => {
  apiTest.for([
    ['vw jet', 'Volkswagen Jetta'],
    ['nisan versa', 'Nissan Versa'],
    ['np 300', 'Nissan NP300'],
    ['NP300', 'Nissan NP300'],
    ['chevrolet aveo', 'Chevrolet Aveo'],
    ['HONDA crv', 'Honda CR-V'],
    ['kia rio', 'Kia Río'],
    ['MAZDA cx5', 'Mazda CX-5'],
    ['toyota hilux', 'Toyota Hilux'],
  ] as const)('"%s" suggests %s first', async ([typed, expected], { api }) => {
    expect(labels(await search(api, typed))[0]).toBe(expected);
  });

  apiTest('ranks the best sellers first among equal matches', async ({ api }) => {
    const nissans = labels(await search(api, 'nissan'));
    expect(nissans[0]).toBe('Nissan Versa');
    expect(nissans.indexOf('Nissan Kicks')).toBeGreaterThan(nissans.indexOf('Nissan March'));
    expect(nissans.indexOf('Nissan March')).toBeGreaterThan(0);
  });

  apiTest('matches accents and case either way', async ({ api }) => {
    const accented = labels(await search(api, 'río'));
    expect(accented).toContain('Kia Río');
    expect(labels(await search(api, 'RIO'))).toEqual(accented);
  });

  apiTest('keeps to one brand when brandId is sent', async ({ api }) => {
    const result = await search(api, 'a', { brandId: 'nissan' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((s) => s.brandId === 'nissan')).toBe(true);
  });

  apiTest('answers nothing for text that fits no vehicle', async ({ api }) => {
    expect(await search(api, 'zzzzqqq')).toEqual([]);
  });

  apiTest('never suggests a motorcycle: no insurer here writes them', async ({ api }) => {
    expect(labels(await search(api, 'italika ft'))).toEqual([]);
    expect(labels(await search(api, 'yamaha'))).toEqual([]);
    const hondas = await search(api, 'honda');
    expect(hondas.length).toBeGreaterThan(0);
    expect(hondas.every((subBrand) => subBrand.vehicleType !== 'motorcycle')).toBe(true);
    const italika = await api.post('/api/catalog/list-sub-brands', { brandId: 'italika' });
    expect(dataOf<SubBrand[]>(italika)).toEqual([]);
  });

  apiTest('lists a brand sorted by name when nothing is typed', async ({ api }) => {
    const response = await api.post('/api/catalog/list-sub-brands', {
      brandId: 'mazda',
    });
    const names = dataOf<SubBrand[]>(response).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toContain('CX-5');
  });

  apiTest('rejects a bad body with a 4xx and a message', async ({ api }) => {
    const response = await api.post('/api/catalog/list-sub-brands', {
      description: 42,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Existen datos incorrectos.');
  });
});

describe('GET /api/catalog/get-all-sub-brand', () => {
  apiTest(
    'answers every sub-brand, cars, pick-ups and motorcycles, sorted by name',
    async ({ api }) => {
      const all = dataOf<SubBrand[]>(await api.get('/api/catalog/get-all-sub-brand'));
      expect(all.length).toBeGreaterThan(300);
      expect(new Set(all.map((s) => s.vehicleType))).toEqual(
        new Set(['car', 'pickup', 'motorcycle']),
      );
      const names = all.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    },
  );
});

describe('POST /api/catalog/list-brands', () => {
  apiTest('lists brands sorted by name, filtered accent-insensitively by name', async ({ api }) => {
    const all = dataOf<{ id: string; name: string }[]>(
      await api.post('/api/catalog/list-brands', {}),
    );
    expect(all.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Nissan', 'Italika', 'Volkswagen']),
    );
    const filtered = dataOf<{ name: string }[]>(
      await api.post('/api/catalog/list-brands', { name: 'VOLKS' }),
    );
    expect(filtered).toEqual([{ id: 'volkswagen', name: 'Volkswagen' }]);
  });

  apiTest('finds one brand by its id', async ({ api }) => {
    const response = await api.post('/api/catalog/list-brands', { brandId: 'kia' });
    expect(dataOf(response)).toEqual([{ id: 'kia', name: 'Kia' }]);
  });
});

describe('POST /api/catalog/list-models and list-versions', () => {
  apiTest(
    'lists the model years of a sub-brand newest first, up to the current year',
    async ({ api }) => {
      const response = await api.post('/api/catalog/list-models', {
        subBrandId: 'nissan-versa',
        providerCode: 'qualitas',
      });
      const years = dataOf<{ id: string; year: number }[]>(response).map((m) => m.year);
      expect(years[0]).toBe(new Date().getFullYear());
      expect(years).toContain(2015);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    },
  );

  apiTest('lists the versions of a model year with their estimated value', async ({ api }) => {
    const response = await api.post('/api/catalog/list-versions', {
      modelId: 'nissan-versa-2019',
      providerCode: 'gnp',
      partnerCode: 'cotizauto',
    });
    const versions = dataOf<{ id: string; description: string; insuredValue: number }[]>(response);
    expect(versions).toContainEqual(
      expect.objectContaining({ id: '0044103-2019', description: 'Premium T/A 1.8 lts.' }),
    );
    expect(versions.every((version) => version.insuredValue > 0)).toBe(true);
  });

  apiTest(
    'offers generic versions for a model sold in Mexico that the SAT file lacks',
    async ({ api }) => {
      const response = await api.post('/api/catalog/list-versions', {
        modelId: 'toyota-hilux-2020',
      });
      expect(dataOf<{ description: string }[]>(response).map((v) => v.description)).toEqual([
        'Base (versión genérica)',
        'Equipada (versión genérica)',
        'Intermedia (versión genérica)',
      ]);
    },
  );

  apiTest('answers the model message for a missing modelId', async ({ api }) => {
    const response = await api.post('/api/catalog/list-versions', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El modelo es requerido');
  });

  apiTest('answers the brand-and-model message for a missing subBrandId', async ({ api }) => {
    const response = await api.post('/api/catalog/list-models', { subBrandId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('¡Ups! No te olvides de seleccionar marca y modelo');
  });

  apiTest('rejects an insurer the product does not work with', async ({ api }) => {
    const response = await api.post('/api/catalog/list-models', {
      subBrandId: 'nissan-versa',
      providerCode: 'acme',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /catalog/get-vehicle-information', () => {
  apiTest('answers the facts of a version', async ({ api }) => {
    const response = await api.post('/catalog/get-vehicle-information', {
      versionId: '1041501-2020',
    });
    expect(dataOf(response)).toMatchObject({
      brand: 'Nissan',
      subBrand: 'NP300',
      modelYear: 2020,
      vehicleType: 'pickup',
      segment: 'Pick Ups',
    });
  });

  apiTest(
    "answers the spec's vehicle-not-found message for an unknown version",
    async ({ api }) => {
      const response = await api.post('/catalog/get-vehicle-information', {
        versionId: '0000000-2019',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a contacto@cotizauto.mx.',
      );
    },
  );
});

describe('POST /catalog/translate-version and /catalog/translate-insurer-version', () => {
  apiTest(
    'gives each insurer its own key and translates it back to the same version',
    async ({ api }) => {
      const keys = new Set<string>();
      for (const insurer of ['qualitas', 'gnp', 'hdi', 'mapfre']) {
        const response = await post(
          api.app,
          api.session,
          '/catalog/translate-version',
          { versionId: '0044103-2019' },
          { 'x-provider-code': insurer },
        );
        const { versionCode, model } = dataOf<{ versionCode: string; model: number }>(response);
        keys.add(versionCode);
        const back = await post(
          api.app,
          api.session,
          '/catalog/translate-insurer-version',
          { versionCode, model },
          { 'x-provider-code': insurer },
        );
        expect(dataOf(back)).toMatchObject({ versionId: '0044103-2019', providerCode: insurer });
      }
      expect(keys.size).toBe(4);
    },
  );

  apiTest('needs the insurer header to translate a version', async ({ api }) => {
    const response = await api.post('/catalog/translate-version', {
      versionId: '0044103-2019',
    });
    expect(response.statusCode).toBe(400);
  });

  apiTest('answers not found for a key no insurer uses', async ({ api }) => {
    const response = await api.post('/catalog/translate-insurer-version', {
      versionCode: 'NOPE-1',
      model: 2019,
    });
    expect(response.statusCode).toBe(404);
  });

  apiTest('answers the model message for a bad model year', async ({ api }) => {
    const response = await api.post('/catalog/translate-insurer-version', {
      versionCode: '30000',
      model: 'dos mil',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El modelo es requerido');
  });
});
