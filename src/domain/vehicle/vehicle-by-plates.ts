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
  /** The catalogue model (sub-brand and year) the registered vehicle is. */
  modelId?: string;
}

/**
 * The registry's vehicle is the quoted one when it is the same model (sub-brand and year); the
 * version may differ, the buyer picks it next. Another vehicle's VIN never goes on the policy,
 * and a hit that names no model cannot be checked, so the buyer types the serial numbers.
 */
export function isQuotedVehicle(found: VehicleByPlates, quotedModelId: string): boolean {
  return found.modelId === quotedModelId;
}

/** How the buyer reads the registry's vehicle: brand, sub-brand and model year. */
export function registeredVehicleName(found: VehicleByPlates): string {
  return [found.brand, found.subBrand, found.modelYear].filter(Boolean).join(' ');
}
