/**
 * Vite plugin: lists, for each client route, the scripts and style sheets its page module needs
 * beyond the page shell (`route-preloads.json` beside the build's manifest). The server names
 * them in the page it answers for that route, so the browser fetches the page's code along
 * with the shell instead of after the shell has run.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin.ts';
import { routeModules } from '../src/web/route-modules.ts';
import { isPurchaseRoute } from '../machines/app/app.routes.ts';

/** The fields of a Vite manifest entry these lists read. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/** The preload list's file, inside the build folder (the server does not serve dot-folders). */
export const routePreloadsFile = '.vite/route-preloads.json';

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(
  manifest: Manifest,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The chunks index.html loads: its entry and their static imports. */
export function shellChunks(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return staticClosure(manifest, entries);
}

/**
 * Each route's chunks that the page shell (index.html's entry) does not already load. None for a
 * purchase page: the app sends a visitor without a cart home before it draws one, and that
 * visitor would download the whole cart's code for nothing (Chromium fetches a preloaded
 * module's imports too); the app loads the page it keeps the visitor on (app-provider.tsx).
 */
export function routePreloads(manifest: Manifest): Record<string, RoutePreload> {
  const shell = shellChunks(manifest);
  const shellStyles = new Set([...shell].flatMap((key) => manifest[key]?.css ?? []));
  return Object.fromEntries(
    routeModules.map(({ path: route, module }) => {
      if (isPurchaseRoute(route)) return [route, { scripts: [], styles: [] }];
      const own = [...staticClosure(manifest, [module])].filter((key) => !shell.has(key));
      const chunks = own.map((key) => manifest[key]!);
      const styles = chunks.flatMap((chunk) => chunk.css ?? []).filter((s) => !shellStyles.has(s));
      return [
        route,
        {
          scripts: chunks.map((chunk) => `/${chunk.file}`),
          styles: [...new Set(styles)].map((file) => `/${file}`),
        },
      ];
    }),
  );
}

export function routePreloadList(): Plugin {
  return afterBuildPlugin('cotizauto:route-preloads', async (outDir, bundle) => {
    const manifest = bundle['.vite/manifest.json'];
    if (manifest?.type !== 'asset') throw new Error('route preloads need build.manifest');
    const preloads = routePreloads(JSON.parse(String(manifest.source)) as Manifest);
    await writeFile(path.join(outDir, routePreloadsFile), `${JSON.stringify(preloads, null, 2)}\n`);
  });
}
