import type { InsurerCode } from '../insurers/insurers';
import { promoForcesHome } from '../site/promo';

/**
 * /emit-cart needs a selected provider; a used-car partner promo with a Mapfre quote selected
 * sends the visitor home as well (docs/behaviour/screens.md#redirects).
 */
export function mayEnterEmitCart(
  selectedProvider: InsurerCode | undefined,
  promoCode: string | undefined,
): boolean {
  return selectedProvider !== undefined && !promoForcesHome(promoCode, selectedProvider);
}
