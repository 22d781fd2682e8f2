import { clientRoutes } from '../domain/site/routes.ts'; // with its extension: the Vite config loads this file

/** A client route, the module (from the repository root) that draws it and the page it exports. */
export interface RouteModule {
  path: string;
  module: string;
  page: string;
}

/**
 * Which module draws each client route. One module per page, so a first visit downloads only
 * that page's views and flows. The router loads them from here; the build lists each one's
 * chunks so the server can preload them with the page (scripts/route-preloads.ts), and the
 * bundle budgets are measured per module (test/bench/bundle.ts).
 */
export const routeModules: readonly RouteModule[] = [
  { path: clientRoutes.home, module: 'src/web/pages/home.tsx', page: 'HomePage' },
  { path: clientRoutes.quote, module: 'src/web/pages/quote-pages.tsx', page: 'QuotePage' },
  { path: clientRoutes.quoteCart, module: 'src/web/pages/quote-pages.tsx', page: 'QuoteCartPage' },
  { path: clientRoutes.seeQuote, module: 'src/web/pages/results-page.tsx', page: 'SeeQuotePage' },
  {
    path: `${clientRoutes.emitCart}/*`,
    module: 'src/web/pages/cart-pages.tsx',
    page: 'EmitCartPage',
  },
  { path: `${clientRoutes.cart}/*`, module: 'src/web/pages/cart-pages.tsx', page: 'CartPage' },
  {
    path: clientRoutes.thankYou,
    module: 'src/web/pages/thank-you-page.tsx',
    page: 'ThankYouPage',
  },
  { path: clientRoutes.account, module: 'src/web/pages/account-page.tsx', page: 'AccountPage' },
  {
    path: clientRoutes.accountPassword,
    module: 'src/web/pages/set-password-page.tsx',
    page: 'SetPasswordPage',
  },
  { path: clientRoutes.about, module: 'src/web/pages/about-page.tsx', page: 'AboutPage' },
  { path: clientRoutes.flows, module: 'src/web/pages/flows-page.tsx', page: 'FlowsPage' },
  { path: clientRoutes.help, module: 'src/web/pages/help-page.tsx', page: 'HelpPage' },
  {
    path: clientRoutes.accessibility,
    module: 'src/web/pages/accessibility-page.tsx',
    page: 'AccessibilityPage',
  },
  { path: clientRoutes.terms, module: 'src/web/legal/legal-page.tsx', page: 'TermsPage' },
  { path: clientRoutes.privacy, module: 'src/web/legal/legal-page.tsx', page: 'PrivacyPage' },
  {
    path: clientRoutes.usagePolicy,
    module: 'src/web/legal/legal-page.tsx',
    page: 'UsagePolicyPage',
  },
  {
    path: clientRoutes.compareInsurance,
    module: 'src/web/pages/compare-insurance-page.tsx',
    page: 'CompareInsurancePage',
  },
  { path: '*', module: 'src/web/pages/not-found.tsx', page: 'NotFoundPage' },
];
