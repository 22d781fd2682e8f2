import type { HttpClient } from './http-client';
import type { PlateLookup, VehicleByPlates } from '../domain/vehicle/vehicle-by-plates';

export function createVehicleApi(http: HttpClient) {
  return {
    /** Plate registry lookup: a hit fills VIN and engine number so the cart skips that step. */
    getVehicleInformation: (query: PlateLookup) =>
      http.get<VehicleByPlates>('/api/vehicle/get-vehicle-information', {
        searchParams: { ...query, vehicleDetailTypeCode: query.vehicleDetailTypeCode ?? 'AUTO' },
      }),
  };
}
