import { genericRfc } from '../rfc/generic';

/**
 * Values used when building requests with data the visitor did not give
 * (docs/behaviour/purchase/fields.md#defaults-when-data-are-missing-at-emission).
 */
export const missingDataDefaults = {
  birthdate: '1986-03-13',
  gender: 'male',
  engineNumber: 'HECHO EN MEXICO',
  licensePlates: 'SINPLACAS',
  /** The SAT's RFC for the general public. */
  tin: genericRfc.generalPublic,
} as const;
