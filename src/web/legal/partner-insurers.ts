import type { InsurerCode } from '../../domain/insurers/insurers';

/** The six partner insurers the terms list (the site compares up to 8; see the terms). */
export const termsPartnerInsurers: readonly InsurerCode[] = [
  'mapfre',
  'gds',
  'ana',
  'gnp',
  'hdi',
  'qualitas',
];
