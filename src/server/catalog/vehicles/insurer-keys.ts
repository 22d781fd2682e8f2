import type { InsurerCode } from '../../../domain/insurers/insurers';

/**
 * Each sandbox insurer numbers the trims in its own key space, the way every real carrier keeps
 * its own vehicle catalogue (AMIS-style numbers, prefixed codes); the catalogue translates
 * between its versions and those keys in both directions.
 */
const keySpaces: Readonly<Record<InsurerCode, (index: number) => string>> = {
  mapfre: (index) => `MAP${String(index + 1).padStart(6, '0')}`,
  gds: (index) => `G-${String(200_000 + index * 3)}`,
  ana: (index) => String(10_000 + index),
  aba: (index) => `ABA${String(index + 1).padStart(5, '0')}`,
  gnp: (index) => `GNP-${String(index + 1).padStart(5, '0')}`,
  hdi: (index) => String(500_000 + index * 7),
  sura: (index) => `SU${String(index + 1).padStart(6, '0')}`,
  qualitas: (index) => String(30_000 + index).padStart(5, '0'),
};

/** An insurer's key for the trim at `index` of the catalogue's sorted trim keys. */
export function insurerKey(insurer: InsurerCode, index: number): string {
  return keySpaces[insurer](index);
}
