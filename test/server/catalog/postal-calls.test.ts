import { describe, expect } from 'vitest';
import { apiTest, type ApiClient } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import type { PostalLocation } from '../../../src/domain/common/postal-location';

const unknownCode =
  'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?';
const location = async (api: ApiClient, postalCode: unknown) =>
  api.post('/api/catalog/get-postal-location', { postalCode, providerCode: 'gnp' });
const names = (location: PostalLocation) => location.neighborhoods.map((n) => n.name);

describe('POST /api/catalog/get-postal-location', () => {
  apiTest.for([
    ['06700', 'Ciudad de México', 'Ciudad de México', 'Roma Norte'],
    ['64000', 'Nuevo León', 'Monterrey', 'Monterrey Centro'],
    ['44100', 'Jalisco', 'Guadalajara', 'Guadalajara Centro'],
    ['97000', 'Yucatán', 'Mérida', 'La Quinta'],
    ['83000', 'Sonora', 'Hermosillo', 'Hermosillo Centro'],
    ['68000', 'Oaxaca', 'Oaxaca de Juárez', 'Oaxaca'],
  ] as const)(
    '%s is in %s, city %s, with colonia %s',
    async ([code, state, city, colonia], { api }) => {
      const response = await location(api, code);
      expect(response.statusCode).toBe(200);
      const answer = dataOf<PostalLocation>(response);
      expect(answer).toMatchObject({ stateName: state, cityName: city });
      expect(names(answer)).toContain(colonia);
    },
  );

  apiTest('lists the colonias sorted by name, accents kept', async ({ api }) => {
    const answer = dataOf<PostalLocation>(await location(api, '29000'));
    expect(names(answer)).toEqual([...names(answer)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names(answer)).toContain('Tuxtla Gutiérrez Centro');
    expect(new Set(answer.neighborhoods.map((n) => n.id)).size).toBe(answer.neighborhoods.length);
  });

  apiTest('names the municipality as the city of a rural code without a city', async ({ api }) => {
    const answer = dataOf<PostalLocation>(await location(api, '29120'));
    expect(answer).toMatchObject({ stateName: 'Chiapas', cityName: 'San Fernando' });
  });

  apiTest("answers the insurers that quote in the code's state", async ({ api }) => {
    const chiapas = dataOf<PostalLocation>(await location(api, '29000')).supportedInsurers;
    const cdmx = dataOf<PostalLocation>(await location(api, '06700')).supportedInsurers;
    expect(cdmx).toEqual(['mapfre', 'gds', 'ana', 'aba', 'gnp', 'hdi', 'sura', 'qualitas']);
    expect(chiapas).not.toContain('gds');
    expect(chiapas).not.toContain('sura');
    expect(chiapas).toContain('qualitas');
  });

  apiTest("answers the spec's message for a code that does not exist", async ({ api }) => {
    const response = await location(api, '99999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(unknownCode);
  });

  apiTest.for([['0670'], ['06 700'], ['abcde'], ['00999'], [6700], ['']] as const)(
    'rejects the malformed code %j with the same message',
    async ([code], { api }) => {
      const response = await location(api, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(unknownCode);
    },
  );

  apiTest('rejects a body without postal code with the same message', async ({ api }) => {
    const response = await api.post('/api/catalog/get-postal-location', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unknownCode);
  });
});

describe('POST /api/catalog/verify-neighborhoods', () => {
  apiTest('answers the colonias of a code', async ({ api }) => {
    const response = await api.post('/api/catalog/verify-neighborhoods', {
      postalCode: '01000',
    });
    expect(dataOf<{ id: string; name: string }[]>(response)).toEqual([
      { id: expect.any(String), name: 'San Ángel' },
    ]);
  });

  apiTest("answers the spec's message for an unknown code", async ({ api }) => {
    const response = await api.post('/api/catalog/verify-neighborhoods', {
      postalCode: '99999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(unknownCode);
  });
});
