/**
 * What kind of card a BIN belongs to. The purchase takes bank cards only: department-store
 * cards (Liverpool, Sears, private label) and vouchers (meal, fuel and gift cards) are refused
 * (purchase area, section 1), whatever their scheme.
 */
export const cardClasses = ['bank', 'department-store', 'voucher'] as const;
export type CardClass = (typeof cardClasses)[number];

export function isAcceptedCardClass(cardClass: CardClass): boolean {
  return cardClass === 'bank';
}
