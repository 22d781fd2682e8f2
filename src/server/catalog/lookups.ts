import type { StateCode } from '../../domain/states';
import type { VehicleType } from '../../domain/vehicle-rules';

/**
 * What the rest of the server (rating, quotation, emission) reads from the reference
 * catalogue. The catalogue area implements it over the database; other areas depend on
 * this interface only, so the catalogue's tables can change without touching them.
 */
export interface CatalogLookups {
  /** A version (trim) of one model year, or undefined when the id is unknown. */
  findVersion(versionId: string): Promise<VehicleVersion | undefined>;
  /** The state and municipality of a postal code, or undefined when it does not exist. */
  findPostalPlace(postalCode: string): Promise<PostalPlace | undefined>;
}

export interface VehicleVersion {
  versionId: string;
  /** The model year's id (the spec's modelId). */
  modelId: string;
  subBrandId: string;
  brand: string;
  subBrand: string;
  modelYear: number;
  /** The trim as the buyer reads it, e.g. 'Advance T/A A/C 1.6 lts.'. */
  description: string;
  vehicleType: VehicleType | 'motorcycle';
  /** Market segment from the INEGI sales file, e.g. 'Subcompactos', 'Camiones Ligeros'. */
  segment: string;
  /** Estimated commercial value in MXN (documented value model, see data/ATTRIBUTION.md). */
  insuredValue: number;
  /** The trim's SAT vehicle key (Anexo 15), the same in every model year. */
  trimKey: string;
}

export interface PostalPlace {
  postalCode: string;
  stateCode: StateCode;
  stateName: string;
  municipality: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the catalogue area's plugin before any API area registers. */
    catalog: CatalogLookups;
  }
}
