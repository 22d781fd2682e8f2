import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import type { PostalLocation } from '../../../src/domain/postal-location';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

const unknownCode =
  'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?';
const location = async (postalCode: unknown) =>
  post(app, session, '/api/catalog/get-postal-location', { postalCode, providerCode: 'gnp' });
const names = (location: PostalLocation) => location.neighborhoods.map((n) => n.name);

describe('POST /api/catalog/get-postal-location', () => {
  it.each([
    ['06700', 'Ciudad de México', 'Ciudad de México', 'Roma Norte'],
    ['64000', 'Nuevo León', 'Monterrey', 'Monterrey Centro'],
    ['44100', 'Jalisco', 'Guadalajara', 'Guadalajara Centro'],
    ['97000', 'Yucatán', 'Mérida', 'La Quinta'],
    ['83000', 'Sonora', 'Hermosillo', 'Hermosillo Centro'],
    ['68000', 'Oaxaca', 'Oaxaca de Juárez', 'Oaxaca'],
  ])('%s is in %s, city %s, with colonia %s', async (code, state, city, colonia) => {
    const response = await location(code);
    expect(response.statusCode).toBe(200);
    const answer = dataOf<PostalLocation>(response);
    expect(answer).toMatchObject({ stateName: state, cityName: city });
    expect(names(answer)).toContain(colonia);
  });

  it('lists the colonias sorted by name, accents kept', async () => {
    const answer = dataOf<PostalLocation>(await location('29000'));
    expect(names(answer)).toEqual([...names(answer)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names(answer)).toContain('Tuxtla Gutiérrez Centro');
    expect(new Set(answer.neighborhoods.map((n) => n.id)).size).toBe(answer.neighborhoods.length);
  });

  it('names the municipality as the city of a rural code without a city', async () => {
    const answer = dataOf<PostalLocation>(await location('29120'));
    expect(answer).toMatchObject({ stateName: 'Chiapas', cityName: 'San Fernando' });
  });

  it("answers the insurers that quote in the code's state", async () => {
    const chiapas = dataOf<PostalLocation>(await location('29000')).supportedInsurers;
    const cdmx = dataOf<PostalLocation>(await location('06700')).supportedInsurers;
    expect(cdmx).toEqual(['mapfre', 'gds', 'ana', 'aba', 'gnp', 'hdi', 'sura', 'qualitas']);
    expect(chiapas).not.toContain('gds');
    expect(chiapas).not.toContain('sura');
    expect(chiapas).toContain('qualitas');
  });

  it("answers the spec's message for a code that does not exist", async () => {
    const response = await location('99999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(unknownCode);
  });

  it.each([['0670'], ['06 700'], ['abcde'], ['00999'], [6700], ['']])(
    'rejects the malformed code %j with the same message',
    async (code) => {
      const response = await location(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(unknownCode);
    },
  );

  it('rejects a body without postal code with the same message', async () => {
    const response = await post(app, session, '/api/catalog/get-postal-location', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unknownCode);
  });
});

describe('POST /api/catalog/verify-neighborhoods', () => {
  it('answers the colonias of a code', async () => {
    const response = await post(app, session, '/api/catalog/verify-neighborhoods', {
      postalCode: '01000',
    });
    expect(dataOf<{ id: string; name: string }[]>(response)).toEqual([
      { id: expect.any(String), name: 'San Ángel' },
    ]);
  });

  it("answers the spec's message for an unknown code", async () => {
    const response = await post(app, session, '/api/catalog/verify-neighborhoods', {
      postalCode: '99999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(unknownCode);
  });
});
