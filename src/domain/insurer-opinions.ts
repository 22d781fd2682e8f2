import type { InsurerCode } from './insurers';

/**
 * What customers say of each insurer, as an average rating out of 5. Sample data of the
 * sandbox (like the sandbox prices): a deployment replaces it with its own survey figures.
 */
export const customerRatings: Readonly<Record<InsurerCode, number>> = {
  mapfre: 4.3,
  gds: 4.1,
  ana: 4.2,
  aba: 3.9,
  gnp: 4.4,
  hdi: 4.5,
  sura: 4.0,
  qualitas: 4.2,
};

export const bestCustomerRating = 5;
