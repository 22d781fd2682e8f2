import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A route's own scripts and style sheets, as the client build lists them. */
interface RoutePreload {
  scripts: string[];
  styles: string[];
}

type RoutePreloads = Record<string, RoutePreload>;

/** Written by the client build (scripts/route-preloads.ts); a dot-folder the server does not serve. */
const preloadsFile = '.vite/route-preloads.json';

/** The build's list, read on each page: a rebuild replaces it without a restart. Empty without one. */
export async function readRoutePreloads(clientDir: string): Promise<RoutePreloads> {
  const file = path.join(clientDir, preloadsFile);
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')) as RoutePreloads;
}

/** The list's route for `pathname`: the same path, else a `/prefix/*` route, else `*`. */
function routeOf(preloads: RoutePreloads, pathname: string): RoutePreload | undefined {
  const pathOnly = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prefixed = Object.keys(preloads).find(
    (route) =>
      route.endsWith('/*') &&
      (pathOnly === route.slice(0, -2) || pathOnly.startsWith(route.slice(0, -1))),
  );
  return preloads[pathOnly] ?? (prefixed ? preloads[prefixed] : preloads['*']);
}

/**
 * The tags that let the browser fetch the route's code and styles along with the page shell,
 * instead of once the shell has run and asked for the route.
 */
export function routePreloadTags(preloads: RoutePreloads, pathname: string): string {
  const route = routeOf(preloads, pathname);
  if (!route) return '';
  return [
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}
