import type { SubBrand } from '../../../domain/vehicle/vehicle-catalog';
import { searchText } from '../search-text';

/** What buyers type for a brand besides its name. */
const brandAliases: Record<string, readonly string[]> = {
  volkswagen: ['vw'],
  chevrolet: ['chevy', 'gm'],
  'mercedes-benz': ['mercedes', 'mb'],
  'land-rover': ['lr'],
};

interface IndexedSubBrand {
  entry: SubBrand;
  brandWords: readonly string[];
  /** The name's words, and the name written together ('cr v' also reads 'crv'). */
  nameWords: readonly string[];
}

/** How a typed word fits a catalogue word; 0 is no fit. */
const fit = { exact: 3, prefix: 2, typo: 1, none: 0 } as const;
/** Typos are forgiven from this length on: shorter words match too much by one edit. */
const typoMinLength = 4;

function wordFit(typed: string, word: string): number {
  if (typed === word) return fit.exact;
  if (word.startsWith(typed)) return fit.prefix;
  if (typed.length < typoMinLength) return fit.none;
  const lengths = [typed.length - 1, typed.length, typed.length + 1];
  return lengths.some((length) => withinOneEdit(typed, word.slice(0, length)))
    ? fit.typo
    : fit.none;
}

/** Levenshtein distance ≤ 1, without building the matrix. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function bestFit(typed: string, words: readonly string[]): number {
  let best: number = fit.none;
  for (const word of words) best = Math.max(best, wordFit(typed, word));
  return best;
}

/**
 * The wizard's autocomplete over the whole catalogue, built once from the database (the
 * catalogue changes only with a reseed). It matches accent- and case-insensitively on brand
 * and model ('vw jet', 'nisan versa', 'np 300'); every typed word must fit, and the best fits
 * come first, then the best sellers.
 */
export class SubBrandSearch {
  private readonly indexed: readonly IndexedSubBrand[];

  constructor(entries: readonly SubBrand[]) {
    this.indexed = entries.map((entry) => {
      const nameWords = searchText(entry.name).split(' ');
      return {
        entry,
        brandWords: [
          ...searchText(entry.brandName).split(' '),
          ...(brandAliases[entry.brandId] ?? []),
        ],
        nameWords: [...nameWords, nameWords.join('')],
      };
    });
  }

  search(query: string, { brandId, limit }: { brandId?: string; limit: number }): SubBrand[] {
    const typed = searchText(query).split(' ').filter(Boolean);
    const scored: { entry: SubBrand; score: number }[] = [];
    for (const candidate of this.indexed) {
      if (brandId && candidate.entry.brandId !== brandId) continue;
      const score = this.score(candidate, typed);
      if (score > 0) scored.push({ entry: candidate.entry, score });
    }
    return scored
      .sort((a, b) => b.score - a.score || b.entry.unitsSold - a.entry.unitsSold)
      .slice(0, limit)
      .map(({ entry }) => entry);
  }

  /** The sub-brands of a brand, or all of them, sorted by name as the spec lists them. */
  list(brandId?: string): SubBrand[] {
    return this.indexed
      .map(({ entry }) => entry)
      .filter((entry) => !brandId || entry.brandId === brandId)
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name, 'es') || a.brandName.localeCompare(b.brandName, 'es'),
      );
  }

  /** The sum of each typed word's best fit; 0 when a word fits nothing. Model words weigh double. */
  private score(candidate: IndexedSubBrand, typed: readonly string[]): number {
    let total = 0;
    for (const word of typed) {
      const nameFit = bestFit(word, candidate.nameWords) * 2;
      const brandFit = bestFit(word, candidate.brandWords);
      const best = Math.max(nameFit, brandFit);
      if (best === 0) return 0;
      total += best;
    }
    return total;
  }
}
