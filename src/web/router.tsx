import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { clientRoutes } from '../domain/routes';
import { Layout } from './shell/layout';
import { PageViewReporter } from './analytics/page-view-reporter';
import { PageMeta } from './site/page-meta';
import { AppProvider } from './machines/app-provider';
import type { Analytics } from './analytics/analytics';

/** A route module loaded on first visit, so each route downloads only its own code. */
const lazyPage = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const flowPages = () => import('./pages/flow-pages');
const legalPages = () => import('./legal/legal-page');

const pages: { path: string; load: () => Promise<ComponentType> }[] = [
  { path: clientRoutes.quote, load: async () => (await flowPages()).QuotePage },
  { path: clientRoutes.quoteCart, load: async () => (await flowPages()).QuoteCartPage },
  { path: clientRoutes.seeQuote, load: async () => (await flowPages()).SeeQuotePage },
  { path: `${clientRoutes.emitCart}/*`, load: async () => (await flowPages()).EmitCartPage },
  { path: `${clientRoutes.cart}/*`, load: async () => (await flowPages()).CartPage },
  { path: clientRoutes.thankYou, load: async () => (await flowPages()).ThankYouPage },
  { path: clientRoutes.about, load: async () => (await flowPages()).AboutPage },
  { path: clientRoutes.flows, load: async () => (await import('./pages/flows-page')).FlowsPage },
  { path: clientRoutes.help, load: async () => (await import('./pages/help-page')).HelpPage },
  {
    path: clientRoutes.accessibility,
    load: async () => (await import('./pages/accessibility-page')).AccessibilityPage,
  },
  { path: clientRoutes.terms, load: async () => (await legalPages()).TermsPage },
  { path: clientRoutes.privacy, load: async () => (await legalPages()).PrivacyPage },
  { path: clientRoutes.usagePolicy, load: async () => (await legalPages()).UsagePolicyPage },
  {
    path: clientRoutes.compareInsurance,
    load: async () => (await import('./landing/compare-insurance-page')).CompareInsurancePage,
  },
];

/**
 * Every client route (docs/behaviour/screens.md), lazily loaded, with every route change reported
 * to analytics.
 */
export function createRoutes(analytics: Analytics): RouteObject[] {
  return [
    {
      element: (
        <>
          <PageViewReporter analytics={analytics} />
          <PageMeta />
          <AppProvider analytics={analytics}>
            <Outlet />
          </AppProvider>
        </>
      ),
      children: [
        {
          element: <Layout />,
          children: [
            { index: true, lazy: lazyPage(async () => (await import('./pages/home')).HomePage) },
            ...pages.map(({ path, load }) => ({ path, lazy: lazyPage(load) })),
            {
              path: '*',
              lazy: lazyPage(async () => (await import('./pages/not-found')).NotFoundPage),
            },
          ],
        },
      ],
    },
  ];
}
