/**
 * Vite plugin: once the client is built, draws each public page (home, the wizard's entry, help,
 * the legal pages, the landing page) in each language to HTML, so the page paints before its
 * scripts run; the browser then hydrates it (src/web/main.tsx). The pages are drawn by the app
 * itself: a second, server-side build of src/web/prerender-page.tsx, run in Node with React's
 * static prerender. Each page is the build's index.html with the drawing inside its root
 * element, the route's scripts preloaded and every style sheet it uses (the shell's and the
 * route's own, only those) inline, kept in `.prerendered/<language>/` beside it; the server
 * answers it for that route as it is (src/server/site/prerendered-pages.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { publicPages } from '../src/domain/public-pages.ts';
import { languages, localeTags, type Language } from '../src/domain/languages.ts';
import { prerenderedPagePath } from '../src/server/site/prerendered-pages.ts';
import { routePreloadTags } from '../src/server/site/route-preloads.ts';
import { routePreloads, type Manifest, type RoutePreload } from './route-preloads.ts';

type PrerenderPage = (path: string, language: Language) => Promise<string>;

const entry = 'src/web/prerender-page.tsx';

/** Bundles the server-side entry for Node (inside the project, so its imports resolve). */
async function buildPrerenderer(
  root: string,
  mode: string,
  outDir: string,
): Promise<PrerenderPage> {
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      // One file: the pages' lazy chunks would import the entry again under another URL.
      rolldownOptions: { output: { entryFileNames: 'prerender-page.js', codeSplitting: false } },
    },
  });
  const url = pathToFileURL(path.join(outDir, 'prerender-page.js')).href;
  const module = (await import(url)) as { prerenderPage: PrerenderPage };
  return module.prerenderPage;
}

/** index.html with the page drawn inside its root element, marked with the page's language. */
export function pageWithDrawing(indexHtml: string, drawing: string, language: Language): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root}`);
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${localeTags[language]}"`)
    .replace(root, `<div id="root" data-prerendered-lang="${language}">${drawing}</div>`);
}

const noMedia = 'not all';
const styleSheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The page with the style sheets it links written into it: the page paints with its HTML alone,
 * no style sheet request blocks it. Each link stays, for no media (so it neither blocks nor
 * applies; Chromium fetches it at the lowest priority, a `disabled` one at the highest, blocking),
 * so Vite's loader, which looks for a sheet's link before adding one, does not add it again
 * (after the inline rules, where it would override the app's own) when a script imports it.
 */
async function withStylesInline(page: string, outDir: string): Promise<string> {
  let inlined = page;
  for (const [link, href] of page.matchAll(styleSheetLink)) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    inlined = inlined.replace(
      link,
      `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" media="${noMedia}">`,
    );
  }
  return inlined;
}

/** index.html with the route's own scripts and style sheets named, as the server names them. */
function withRoutePreloads(
  indexHtml: string,
  preloads: Record<string, RoutePreload>,
  route: string,
) {
  return indexHtml.replace('</head>', `  ${routePreloadTags(preloads, route)}\n  </head>`);
}

export function prerenderPublicPages(): Plugin {
  let root = '';
  let mode = 'production';
  let outDir = '';
  return {
    name: 'cotizauto:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const prerenderer = path.join(
        root,
        'node_modules/.cache/cotizauto-prerender',
        path.basename(outDir),
      );
      const prerenderPage = await buildPrerenderer(root, mode, prerenderer);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8');
      const preloads = routePreloads(JSON.parse(manifest) as Manifest);
      for (const page of Object.values(publicPages)) {
        const shell = await withStylesInline(
          withRoutePreloads(indexHtml, preloads, page.path),
          outDir,
        );
        for (const language of languages) {
          const file = path.join(outDir, prerenderedPagePath(page.path, language));
          await mkdir(path.dirname(file), { recursive: true });
          const drawing = await prerenderPage(page.path, language);
          await writeFile(file, pageWithDrawing(shell, drawing, language));
        }
      }
    },
  };
}
