import { isLeadsChannel } from '../../src/domain/site/promo';
import { clientRoutes, type ClientRoute } from '../../src/domain/site/routes';
import type { WizardVariant } from '../quote-wizard/quote-wizard.types';
import type { CartKind } from './cart-input';

/**
 * The app machine's route rules, pure. Our readings where the spec has none: the lead variant
 * belongs to the leads channel (promo AS_LEADS); the individual cart opens on the new cart's
 * entry (/cart/client-name), the company cart on /emit-cart; the /emit-cart redirect home
 * without a selection applies to /cart/… as well.
 */

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isUnder = (path: string, route: ClientRoute) => {
  const normalised = withoutTrailingSlash(path);
  return normalised === route || normalised.startsWith(`${route}/`);
};

/** Pages that show the quote wizard: the home hero, /quote and /quote-cart. */
export function isQuoteStartRoute(path: string): boolean {
  const normalised = withoutTrailingSlash(path);
  return (
    normalised === clientRoutes.home ||
    normalised === clientRoutes.quote ||
    normalised === clientRoutes.quoteCart
  );
}

/** /emit-cart, /emit-cart/payment and the cart's step pages need a selected quotation. */
export function isPurchaseRoute(path: string): boolean {
  return isUnder(path, clientRoutes.emitCart) || isUnder(path, clientRoutes.cart);
}

/** The wizard variant a page shows: the quote-cart page's, the leads channel's, or standard. */
export function wizardVariantFor(path: string, promoCode: string | undefined): WizardVariant {
  if (withoutTrailingSlash(path) === clientRoutes.quoteCart) return 'quoteCart';
  return isLeadsChannel(promoCode) ? 'lead' : 'standard';
}

/** Where each cart is shown. */
export const cartRouteOf: Record<CartKind, ClientRoute> = {
  individual: clientRoutes.cartClientName,
  company: clientRoutes.emitCart,
};
