import type { InsurerCode } from './insurers';
import { promoForcesHome } from './promo';

/**
 * /emit-cart needs a selected provider; a used-car partner promo with a Mapfre quote selected
 * sends the visitor home as well (quote area, section 2).
 */
export function mayEnterEmitCart(
  selectedProvider: InsurerCode | undefined,
  promoCode: string | undefined,
): boolean {
  return selectedProvider !== undefined && !promoForcesHome(promoCode, selectedProvider);
}
