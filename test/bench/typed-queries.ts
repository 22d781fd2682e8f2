/** What buyers send the catalogue lookups, the same every run (a fixed-seed generator). */
import type { SubBrand } from '../../src/domain/vehicle/vehicle-catalog';

export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * What buyers type, by popularity: 'brand model' or the model alone, in lower case, without
 * accents, with a dropped letter now and then, cut at any keystroke from the second on.
 */
export function autocompleteQueries(
  subBrands: readonly SubBrand[],
  next: () => number,
  count: number,
): string[] {
  const weighted = subBrands.map((entry) => ({ entry, weight: Math.sqrt(entry.unitsSold + 100) }));
  const total = weighted.reduce((sum, item) => sum + item.weight, 0);
  const pick = () => {
    let target = next() * total;
    return weighted.find((item) => (target -= item.weight) <= 0)?.entry ?? subBrands[0]!;
  };
  return Array.from({ length: count }, () => {
    const entry = pick();
    const full = next() < 0.6 ? `${entry.brandName} ${entry.name}` : entry.name;
    let text = next() < 0.7 ? stripAccents(full).toLowerCase() : full;
    if (next() < 0.15 && text.length > 5) {
      const at = 1 + Math.floor(next() * (text.length - 2));
      text = text.slice(0, at) + text.slice(at + 1);
    }
    return text.slice(0, 2 + Math.floor(next() * (text.length - 1)));
  });
}

/** Postal codes of the catalogue, one in ten unknown (a typo). */
export function postalQueries(codes: readonly string[], next: () => number, count: number) {
  return Array.from({ length: count }, () =>
    next() < 0.1 ? '99999' : codes[Math.floor(next() * codes.length)]!,
  );
}
