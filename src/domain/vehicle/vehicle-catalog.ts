import type { InsurerCode } from '../insurers/insurers';
import type { VehicleType } from './vehicle-rules';

/**
 * The vehicle catalogue's answers (brands, sub-brands, model years, versions and insurer keys),
 * as the server sends them and the browser reads them.
 */

/** Motorcycles are in the catalogue but no insurer quotes them. */
export type CatalogueVehicleType = VehicleType | 'motorcycle';

/**
 * Whether the vehicle search offers a sub-brand: motorcycles are left out, and the vehicle field
 * says so (docs/behaviour/choices.md, Motorcycles).
 */
export function isQuotedVehicle(entry: { vehicleType: CatalogueVehicleType }): boolean {
  return entry.vehicleType !== 'motorcycle';
}

export interface Brand {
  id: string;
  name: string;
}

export interface SubBrand {
  id: string;
  name: string;
  brandId: string;
  brandName: string;
  vehicleType: CatalogueVehicleType;
  /** Units sold in Mexico since 2010 (INEGI): the autocomplete ranks best sellers first. */
  unitsSold: number;
}

export interface ModelYear {
  id: string;
  year: number;
  subBrandId: string;
}

/** One version (trim) of a model year as the version list shows it. */
export interface Version {
  id: string;
  description: string;
  modelId: string;
  /** Estimated commercial value, MXN. */
  insuredValue: number;
}

/** A version with its vehicle facts (POST /catalog/get-vehicle-information). */
export interface VehicleInformation {
  versionId: string;
  /** The model year's id (the spec's modelId). */
  modelId: string;
  subBrandId: string;
  brand: string;
  subBrand: string;
  modelYear: number;
  /** The trim as the buyer reads it, e.g. 'Advance T/A A/C 1.6 lts.'. */
  description: string;
  vehicleType: CatalogueVehicleType;
  /** Market segment from the INEGI sales file, e.g. 'Subcompactos', 'Camiones Ligeros'. */
  segment: string;
  /** Estimated commercial value in MXN (documented value model, see data/ATTRIBUTION.md). */
  insuredValue: number;
  /** The trim's SAT vehicle key (Anexo 15), the same in every model year. */
  trimKey: string;
}

/** An insurer's own key for a version (POST /catalog/translate-version). */
export interface InsurerVersion {
  versionId: string;
  providerCode: InsurerCode;
  versionCode: string;
  model: number;
}

/** Our version for an insurer's key (POST /catalog/translate-insurer-version). */
export type TranslatedInsurerVersion = VehicleInformation & {
  providerCode: InsurerCode;
  versionCode: string;
};
