import type { HttpClient } from './http-client';

export interface PlateLookup {
  licensePlates: string;
  postalCode: string;
  vehicleDetailTypeCode?: string;
}
export interface VehicleByPlates {
  licensePlates: string;
  vin: string;
  engineNumber: string;
  versionId?: string;
  description?: string;
}

export function createVehicleApi(http: HttpClient) {
  return {
    /** Plate registry lookup: a hit fills VIN and engine number so the cart skips that step. */
    getVehicleInformation: (query: PlateLookup) =>
      http.get<VehicleByPlates>('/api/vehicle/get-vehicle-information', {
        searchParams: { ...query, vehicleDetailTypeCode: query.vehicleDetailTypeCode ?? 'AUTO' },
      }),
  };
}
