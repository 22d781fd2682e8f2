import type { ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { routeModules, type RouteModule } from './route-modules';
import { Layout } from './shell/layout';
import { PageViewReporter } from './analytics/page-view-reporter';
import { PageMeta } from './site/page-meta';
import { AppProvider } from './machines/app-provider';
import type { Analytics } from './analytics/analytics';

/** The page modules, each its own chunk loaded on first visit (route-modules.ts says which). */
const pageLoaders = import.meta.glob<Record<string, ComponentType | undefined>>([
  './pages/*.tsx',
  './thank-you/thank-you-page.tsx',
  './legal/legal-page.tsx',
  './landing/*-page.tsx',
]);

function lazyPage({ module, page }: RouteModule) {
  const load = pageLoaders[`./${module.replace(/^src\/web\//, '')}`];
  if (!load) throw new Error(`${module} is not a page module`);
  return async () => {
    const Component = (await load())[page];
    if (!Component) throw new Error(`${module} has no page ${page}`);
    return { Component };
  };
}

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
          children: routeModules.map((route) => ({
            path: route.path,
            lazy: lazyPage(route),
          })),
        },
      ],
    },
  ];
}

/**
 * Loads the page modules of the routes `pathname` matches and puts them in place of their lazy
 * loaders, so a router made from `routes` draws that page on its first render.
 */
export async function loadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(
    ({ route }) => typeof route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
