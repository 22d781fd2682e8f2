/** GET /api/vehicle/get-vehicle-information: the plate registry's query. */
export interface PlateLookup {
  licensePlates: string;
  postalCode: string;
  vehicleDetailTypeCode?: string;
}

/** A registered plate's vehicle: a hit fills VIN and engine number so the cart skips that step. */
export interface VehicleByPlates {
  licensePlates: string;
  vin: string;
  engineNumber: string;
  versionId?: string;
  description?: string;
  brand?: string;
  subBrand?: string;
  modelYear?: number;
}
