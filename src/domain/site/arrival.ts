/** What a visitor's first URL may carry (docs/behaviour/screens.md#query-parameters). */
export interface ArrivalParams {
  /** Saved cart to restore; the parameter name is case-insensitive (cartId, cartid, CARTID…). */
  cartId?: string;
  /** Special mode flag. */
  canary: boolean;
  promoCode?: string;
}

const promoParamNames = ['promocode', 'promo', 'codigo'];

export function readArrivalParams(search: string): ArrivalParams {
  const params = new URLSearchParams(search);
  const byLowerName = new Map<string, string>();
  for (const [name, value] of params) byLowerName.set(name.toLowerCase(), value.trim());
  const promoCode = promoParamNames.map((name) => byLowerName.get(name)).find(Boolean);
  const cartId = byLowerName.get('cartid') || undefined;
  return { cartId, canary: byLowerName.has('canary'), ...(promoCode ? { promoCode } : {}) };
}

/**
 * The query as it may be reported (page-view analytics): without the saved cart's id, which is
 * the only proof needed to read that buyer's saved quote.
 */
export function reportableQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (name.toLowerCase() === 'cartid') params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
