import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { routeModules, type RouteModule } from './route-modules';
import { Layout } from './shell/layout';
import { PageViewReporter } from './analytics/page-view-reporter';
import { PageMeta } from './site/page-meta';
import { AppProvider } from './flow-hooks/app-provider';
import type { Analytics } from './analytics/analytics';

/** The page modules, each its own chunk loaded on first visit (route-modules.ts says which). */
const pageLoaders = import.meta.glob<Record<string, ComponentType | undefined>>([
  './pages/*.tsx',
  './legal/legal-page.tsx',
]);

/** The pages whose module has arrived. */
const loadedPages = new Map<RouteModule, ComponentType>();

async function loadPage(route: RouteModule): Promise<ComponentType> {
  const { module, page } = route;
  const load = pageLoaders[`./${module.replace(/^src\/web\//, '')}`];
  if (!load) throw new Error(`${module} is not a page module`);
  const Page = (await load())[page];
  if (!Page) throw new Error(`${module} has no page ${page}`);
  loadedPages.set(route, Page);
  return Page;
}

const lazyPages = new Map(
  routeModules.map((route) => [route, lazy(async () => ({ default: await loadPage(route) }))]),
);

/**
 * A route's page: drawn in the same render when its module has arrived (a hydrated page must
 * be, see loadPagesAt), else lazily, the layout's loader showing meanwhile. Chosen once per route
 * (the key), so the page is not drawn anew when its module arrives. The page view is reported
 * after the page: its effect runs once the page's own have set the document title.
 */
function RoutePage({ route, analytics }: { route: RouteModule; analytics: Analytics }) {
  const [Page] = useState(() => loadedPages.get(route) ?? lazyPages.get(route)!);
  return (
    <>
      <Page />
      <PageViewReporter analytics={analytics} />
    </>
  );
}

/**
 * Every client route (docs/behaviour/screens.md), lazily loaded, with every route change reported
 * to analytics. Declarative routes: the site uses no loaders or actions, and the data router
 * would add about 14 kB on the wire to every page.
 */
export function AppRoutes({ analytics }: { analytics: Analytics }) {
  return (
    <>
      <PageMeta />
      <AppProvider analytics={analytics} loadPageAt={loadPagesAt}>
        <Routes>
          <Route element={<Layout />}>
            {routeModules.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<RoutePage key={route.path} route={route} analytics={analytics} />}
              />
            ))}
          </Route>
        </Routes>
      </AppProvider>
    </>
  );
}

/** The routes as matchRoutes reads them (a pathless layout route ranks nothing), each with its module. */
const routeObjects = routeModules.map((route) => ({ path: route.path, module: route }));

/**
 * Loads the page module of the route `pathname` matches, so the routes draw that page on their
 * first render. Never fails: a page whose module did not arrive (offline) is drawn anyway, its
 * lazy route asks again and, failing, shows the error page.
 */
export async function loadPagesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => loadPage(route.module))).catch(() => {});
}
