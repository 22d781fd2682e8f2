import { describe, expect } from 'vitest';
import { apiTest, type ApiClient } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import { vinCheckDigitMatches } from '../../../src/domain/vehicle/vin';
import {
  isQuotedVehicle,
  registeredVehicleName,
  type VehicleByPlates,
} from '../../../src/domain/vehicle/vehicle-by-plates';

const lookup = (api: ApiClient, query: string) =>
  api.get(`/api/vehicle/get-vehicle-information?${query}`);

describe('GET /api/vehicle/get-vehicle-information (sandbox plate registry)', () => {
  apiTest(
    'resolves seeded plates, typed with dashes and in lower case, to their vehicle',
    async ({ api }) => {
      const response = await lookup(
        api,
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
    },
  );

  apiTest(
    'names the model of the plates, so a cart on a Versa 2019 quote tells a March 2021 apart',
    async ({ api }) => {
      const versa = dataOf<VehicleByPlates>(
        await lookup(api, 'licensePlates=ABC1234&postalCode=06700'),
      );
      const march = dataOf<VehicleByPlates>(
        await lookup(api, 'licensePlates=NLE4821&postalCode=06700'),
      );
      expect(march).toMatchObject({ brand: 'Nissan', subBrand: 'March', modelYear: 2021 });
      expect(versa.modelId).toMatch(/-2019$/);
      expect(isQuotedVehicle(versa, versa.modelId ?? '')).toBe(true);
      expect(isQuotedVehicle(march, versa.modelId ?? '')).toBe(false);
      expect(registeredVehicleName(march)).toBe('Nissan March 2021');
    },
  );

  apiTest('resolves a motorcycle plate', async ({ api }) => {
    const response = await lookup(api, 'licensePlates=YUC1187&postalCode=97000');
    expect(dataOf(response)).toMatchObject({ brand: 'Italika', subBrand: 'FT150' });
  });

  apiTest('answers not found for plates the registry does not hold', async ({ api }) => {
    const response = await lookup(api, 'licensePlates=ZZZ9999&postalCode=06700');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontramos un vehículo registrado con esas placas.');
  });

  apiTest("answers the plates field's message when plates are missing", async ({ api }) => {
    const response = await lookup(api, 'postalCode=06700');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No has colocado tus placas');
  });

  apiTest("answers the postal code's message for a malformed code", async ({ api }) => {
    const response = await lookup(api, 'licensePlates=ABC1234&postalCode=123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    );
  });
});
