import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  dataOf,
  get,
  openSession,
  post,
  type TestSession,
} from '../../support/test-app';
import type { App } from '../../../src/server/app';
import type { SubBrand } from '../../../src/domain/vehicle-catalog';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

const search = async (description: string, extra: Record<string, string> = {}) => {
  const response = await post(app, session, '/api/catalog/list-sub-brands', {
    description,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return dataOf<SubBrand[]>(response);
};
const labels = (subBrands: SubBrand[]) => subBrands.map((s) => `${s.brandName} ${s.name}`);

describe('POST /api/catalog/list-sub-brands (the wizard autocomplete)', () => {
  it.each([
    ['vw jet', 'Volkswagen Jetta'],
    ['nisan versa', 'Nissan Versa'],
    ['np 300', 'Nissan NP300'],
    ['NP300', 'Nissan NP300'],
    ['chevrolet aveo', 'Chevrolet Aveo'],
    ['HONDA crv', 'Honda CR-V'],
    ['kia rio', 'Kia Río'],
    ['MAZDA cx5', 'Mazda CX-5'],
    ['toyota hilux', 'Toyota Hilux'],
    ['italika ft', 'Italika FT150'],
  ])('"%s" suggests %s first', async (typed, expected) => {
    expect(labels(await search(typed))[0]).toBe(expected);
  });

  it('ranks the best sellers first among equal matches', async () => {
    const nissans = labels(await search('nissan'));
    expect(nissans[0]).toBe('Nissan Versa');
    expect(nissans.indexOf('Nissan Kicks')).toBeGreaterThan(nissans.indexOf('Nissan March'));
    expect(nissans.indexOf('Nissan March')).toBeGreaterThan(0);
  });

  it('matches accents and case either way', async () => {
    const accented = labels(await search('río'));
    expect(accented).toContain('Kia Río');
    expect(labels(await search('RIO'))).toEqual(accented);
  });

  it('keeps to one brand when brandId is sent', async () => {
    const result = await search('a', { brandId: 'nissan' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((s) => s.brandId === 'nissan')).toBe(true);
  });

  it('answers nothing for text that fits no vehicle', async () => {
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('lists a brand sorted by name when nothing is typed', async () => {
    const response = await post(app, session, '/api/catalog/list-sub-brands', {
      brandId: 'mazda',
    });
    const names = dataOf<SubBrand[]>(response).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toContain('CX-5');
  });

  it('rejects a bad body with a 4xx and a message', async () => {
    const response = await post(app, session, '/api/catalog/list-sub-brands', {
      description: 42,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Existen datos incorrectos.');
  });
});

describe('GET /api/catalog/get-all-sub-brand', () => {
  it('answers every sub-brand, cars, pick-ups and motorcycles, sorted by name', async () => {
    const all = dataOf<SubBrand[]>(await get(app, session, '/api/catalog/get-all-sub-brand'));
    expect(all.length).toBeGreaterThan(300);
    expect(new Set(all.map((s) => s.vehicleType))).toEqual(
      new Set(['car', 'pickup', 'motorcycle']),
    );
    const names = all.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });
});

describe('POST /api/catalog/list-brands', () => {
  it('lists brands sorted by name, filtered accent-insensitively by name', async () => {
    const all = dataOf<{ id: string; name: string }[]>(
      await post(app, session, '/api/catalog/list-brands', {}),
    );
    expect(all.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Nissan', 'Italika', 'Volkswagen']),
    );
    const filtered = dataOf<{ name: string }[]>(
      await post(app, session, '/api/catalog/list-brands', { name: 'VOLKS' }),
    );
    expect(filtered).toEqual([{ id: 'volkswagen', name: 'Volkswagen' }]);
  });

  it('finds one brand by its id', async () => {
    const response = await post(app, session, '/api/catalog/list-brands', { brandId: 'kia' });
    expect(dataOf(response)).toEqual([{ id: 'kia', name: 'Kia' }]);
  });
});

describe('POST /api/catalog/list-models and list-versions', () => {
  it('lists the model years of a sub-brand newest first, up to the current year', async () => {
    const response = await post(app, session, '/api/catalog/list-models', {
      subBrandId: 'nissan-versa',
      providerCode: 'qualitas',
    });
    const years = dataOf<{ id: string; year: number }[]>(response).map((m) => m.year);
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years).toContain(2015);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('lists the versions of a model year with their estimated value', async () => {
    const response = await post(app, session, '/api/catalog/list-versions', {
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

  it('offers generic versions for a model sold in Mexico that the SAT file lacks', async () => {
    const response = await post(app, session, '/api/catalog/list-versions', {
      modelId: 'toyota-hilux-2020',
    });
    expect(dataOf<{ description: string }[]>(response).map((v) => v.description)).toEqual([
      'Base (versión genérica)',
      'Equipada (versión genérica)',
      'Intermedia (versión genérica)',
    ]);
  });

  it('answers the model message for a missing modelId', async () => {
    const response = await post(app, session, '/api/catalog/list-versions', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El modelo es requerido');
  });

  it('answers the brand-and-model message for a missing subBrandId', async () => {
    const response = await post(app, session, '/api/catalog/list-models', { subBrandId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('¡Ups! No te olvides de seleccionar marca y modelo');
  });

  it('rejects an insurer the product does not work with', async () => {
    const response = await post(app, session, '/api/catalog/list-models', {
      subBrandId: 'nissan-versa',
      providerCode: 'acme',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /catalog/get-vehicle-information', () => {
  it('answers the facts of a version', async () => {
    const response = await post(app, session, '/catalog/get-vehicle-information', {
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

  it("answers the spec's vehicle-not-found message for an unknown version", async () => {
    const response = await post(app, session, '/catalog/get-vehicle-information', {
      versionId: '0000000-2019',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a contacto@cotizauto.mx.',
    );
  });
});

describe('POST /catalog/translate-version and /catalog/translate-insurer-version', () => {
  it('gives each insurer its own key and translates it back to the same version', async () => {
    const keys = new Set<string>();
    for (const insurer of ['qualitas', 'gnp', 'hdi', 'mapfre']) {
      const response = await post(
        app,
        session,
        '/catalog/translate-version',
        { versionId: '0044103-2019' },
        { 'x-provider-code': insurer },
      );
      const { versionCode, model } = dataOf<{ versionCode: string; model: number }>(response);
      keys.add(versionCode);
      const back = await post(
        app,
        session,
        '/catalog/translate-insurer-version',
        { versionCode, model },
        { 'x-provider-code': insurer },
      );
      expect(dataOf(back)).toMatchObject({ versionId: '0044103-2019', providerCode: insurer });
    }
    expect(keys.size).toBe(4);
  });

  it('needs the insurer header to translate a version', async () => {
    const response = await post(app, session, '/catalog/translate-version', {
      versionId: '0044103-2019',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers not found for a key no insurer uses', async () => {
    const response = await post(app, session, '/catalog/translate-insurer-version', {
      versionCode: 'NOPE-1',
      model: 2019,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers the model message for a bad model year', async () => {
    const response = await post(app, session, '/catalog/translate-insurer-version', {
      versionCode: '30000',
      model: 'dos mil',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El modelo es requerido');
  });
});
