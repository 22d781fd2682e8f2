import type { StateCode } from '../../domain/common/states';
import type { VehicleInformation } from '../../domain/vehicle/vehicle-catalog';

/**
 * What the rest of the server (rating, quotation, emission) reads from the reference
 * catalogue. The catalogue area implements it over the database; other areas depend on
 * this interface only, so the catalogue's tables can change without touching them.
 */
export interface CatalogLookups {
  /** A version (trim) of one model year, or undefined when the id is unknown. */
  findVersion(versionId: string): Promise<VehicleInformation | undefined>;
  /** The state and municipality of a postal code, or undefined when it does not exist. */
  findPostalPlace(postalCode: string): Promise<PostalPlace | undefined>;
  /** The settlements (colonias) of a postal code, sorted by name; empty when it does not exist. */
  settlementsOf(postalCode: string): Promise<Settlement[]>;
  /** Answers are cached: after the catalogue changed, this process reads it afresh. */
  forgetCached(): void;
}

export interface Settlement {
  id: string;
  name: string;
  municipality: string;
  city: string;
  stateCode: string;
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
