import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dataOf, get, openSession, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { vinCheckDigitMatches } from '../../../src/domain/vin';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

const lookup = (query: string) =>
  get(app, session, `/api/vehicle/get-vehicle-information?${query}`);

describe('GET /api/vehicle/get-vehicle-information (sandbox plate registry)', () => {
  it('resolves seeded plates, typed with dashes and in lower case, to their vehicle', async () => {
    const response = await lookup(
      'licensePlates=abc-1234&postalCode=06700&vehicleDetailTypeCode=AUTO',
    );
    expect(response.statusCode).toBe(200);
    const vehicle = dataOf<{ vin: string }>(response);
    expect(vehicle).toMatchObject({
      licensePlates: 'ABC1234',
      engineNumber: 'HR16784512X',
      versionId: '0044103-2019',
      brand: 'Nissan',
      subBrand: 'Versa',
      modelYear: 2019,
    });
    expect(vinCheckDigitMatches(vehicle.vin)).toBe(true);
  });

  it('resolves a motorcycle plate', async () => {
    const response = await lookup('licensePlates=YUC1187&postalCode=97000');
    expect(dataOf(response)).toMatchObject({ brand: 'Italika', subBrand: 'FT150' });
  });

  it('answers not found for plates the registry does not hold', async () => {
    const response = await lookup('licensePlates=ZZZ9999&postalCode=06700');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontramos un vehículo registrado con esas placas.');
  });

  it("answers the plates field's message when plates are missing", async () => {
    const response = await lookup('postalCode=06700');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No has colocado tus placas');
  });

  it("answers the postal code's message for a malformed code", async () => {
    const response = await lookup('licensePlates=ABC1234&postalCode=123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    );
  });
});
