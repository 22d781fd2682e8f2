import { clientRoutes } from '../domain/site/routes.ts'; // with its extension: the Vite config loads this file

/** A client route, the module (from the repository root) that draws it and the page it exports. */
export interface RouteModule {
  path: string;
  module: string;
  page: string;
}

/** The routes one module draws, each by the page (export) named beside its path. */
function drawnBy(module: string, pages: Record<string, string>): RouteModule[] {
  return Object.entries(pages).map(([page, path]) => ({ path, module, page }));
}

/** A module of src/web/pages, by its file name. */
const pagesModule = (file: string) => `src/web/pages/${file}.tsx`;

/**
 * Which module draws each client route. One module per page, so a first visit downloads only
 * that page's views and flows. The router loads them from here; the build lists each one's
 * chunks so the server can preload them with the page (scripts/route-preloads.ts), and the
 * bundle budgets are measured per module (test/bench/bundle.ts).
 */
export const routeModules: readonly RouteModule[] = [
  ...drawnBy(pagesModule('home'), { HomePage: clientRoutes.home }),
  ...drawnBy(pagesModule('quote-pages'), {
    QuotePage: clientRoutes.quote,
    QuoteCartPage: clientRoutes.quoteCart,
  }),
  ...drawnBy(pagesModule('results-page'), { SeeQuotePage: clientRoutes.seeQuote }),
  ...drawnBy(pagesModule('cart-pages'), {
    EmitCartPage: `${clientRoutes.emitCart}/*`,
    CartPage: `${clientRoutes.cart}/*`,
  }),
  ...drawnBy(pagesModule('thank-you-page'), { ThankYouPage: clientRoutes.thankYou }),
  ...drawnBy(pagesModule('account-page'), { AccountPage: clientRoutes.account }),
  ...drawnBy(pagesModule('set-password-page'), { SetPasswordPage: clientRoutes.accountPassword }),
  ...drawnBy(pagesModule('about-page'), { AboutPage: clientRoutes.about }),
  ...drawnBy(pagesModule('flows-page'), { FlowsPage: clientRoutes.flows }),
  ...drawnBy(pagesModule('help-page'), { HelpPage: clientRoutes.help }),
  ...drawnBy(pagesModule('accessibility-page'), { AccessibilityPage: clientRoutes.accessibility }),
  ...drawnBy('src/web/legal/legal-page.tsx', {
    TermsPage: clientRoutes.terms,
    PrivacyPage: clientRoutes.privacy,
    UsagePolicyPage: clientRoutes.usagePolicy,
  }),
  ...drawnBy(pagesModule('compare-insurance-page'), {
    CompareInsurancePage: clientRoutes.compareInsurance,
  }),
  ...drawnBy(pagesModule('not-found'), { NotFoundPage: '*' }),
];
