/**
 * Client routes (docs/behaviour/screens.md); the server answers index.html for each (history
 * fallback).
 */
export const clientRoutes = {
  home: '/',
  quote: '/quote',
  quoteCart: '/quote-cart',
  seeQuote: '/new-see-quote',
  emitCart: '/emit-cart',
  emitCartPayment: '/emit-cart/payment',
  cartClientName: '/cart/client-name',
  cart: '/cart',
  thankYou: '/thank-you',
  /** The buyer's account: their policies, each PDF and 'Pagar ahora' for a pending one. */
  account: '/cuenta',
  /** The e-mailed link that sets an account's password (src/server/users/password-link.ts). */
  accountPassword: '/cuenta/contrasena',
  help: '/ayuda',
  about: '/new-about',
  terms: '/terms-and-conditions',
  privacy: '/notice-of-privacy',
  usagePolicy: '/usage-policy',
  flows: '/flows',
  accessibility: '/accesibilidad',
  /** The search-engine landing page: in the sitemap, not in the navigation. */
  compareInsurance: '/compara-seguros-de-auto',
} as const;

export type ClientRoute = (typeof clientRoutes)[keyof typeof clientRoutes];

/** Routes whose sub-paths are client routes too (/cart/<step>, /emit-cart/<step>). */
const prefixRoutes = [clientRoutes.cart, clientRoutes.emitCart];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (Object.values(clientRoutes) as string[]).includes(path) ||
    prefixRoutes.some((prefix) => path.startsWith(`${prefix}/`))
  );
}

/** Legal pages open in a new tab and keep the current query string. */
export const legalRoutes = [
  clientRoutes.terms,
  clientRoutes.privacy,
  clientRoutes.usagePolicy,
] as const;
