import type { InsurerCode } from '../insurers/insurers';

/** A colonia (settlement) of a postal code. */
export interface Neighborhood {
  id: string;
  name: string;
}

/** What POST /api/catalog/get-postal-location answers for a postal code. */
export interface PostalLocation {
  postalCode: string;
  stateCode: string;
  stateName: string;
  /** The city, or the municipality where the settlement has no city. */
  cityName: string;
  municipality: string;
  neighborhoods: Neighborhood[];
  /** The insurers that quote vehicles garaged in the postal code's state. */
  supportedInsurers: InsurerCode[];
}
