import { searchText } from './search-text';

/**
 * The items whose name contains every typed word, accent- and case-insensitively ('bajio'
 * finds 'BanBajío'), sorted by name as a Spanish reader expects: how the short lists (brands,
 * banks) answer.
 */
export function matchingByName<TItem extends { name: string }>(
  items: readonly TItem[],
  typed: string | undefined,
): TItem[] {
  const words = searchText(typed ?? '')
    .split(' ')
    .filter(Boolean);
  // Typed characters none of which is searchable ('%', '_', '*') are literal: no name has them.
  // Reading them as "nothing typed" would answer the whole list, as a LIKE wildcard would.
  if (words.length === 0 && typed?.trim()) return [];
  return items
    .filter((item) => {
      const name = searchText(item.name);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
