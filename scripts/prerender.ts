/**
 * Vite plugin: once the client is built, draws each public page (home, the wizard's entry, help,
 * the legal pages, the landing page) in each language to HTML, so the page paints before its
 * scripts run; the browser then hydrates it (src/web/main.tsx). The pages are drawn by the app
 * itself: a second, server-side build of src/web/prerender-page.tsx, run in Node with React's
 * static prerender. Each page is the build's index.html with the drawing inside its root
 * element, every style sheet it uses (the shell's and the route's own, only those) inline and
 * its scripts (the shell's and the route's) started once it has painted, kept in `.prerendered/<language>/` beside it; the server
 * answers it for that route as it is (src/server/site/prerendered-pages.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { publicPages } from '../src/domain/site/public-pages.ts';
import { languages, localeTags, type Language } from '../src/domain/site/languages.ts';
import { prerenderedPagePath } from '../src/server/site/prerendered-pages.ts';
import { routePreloadTags } from '../src/server/site/route-preloads.ts';
import { afterPaintTags } from '../src/server/site/after-paint-loader.ts';
import { earlyPressKeeper } from '../src/server/site/early-press-keeper.ts';
import { routePreloads, type Manifest, type RoutePreload } from './route-preloads.ts';

interface Prerenderer {
  prerenderPage: (path: string, language: Language) => Promise<string>;
  prerenderThemeStyles: () => Promise<string>;
}

const entry = 'src/web/prerender-page.tsx';

/**
 * Bundles the server-side entry for Node (inside the project, so its imports resolve), with the
 * client's env prefixes: the pages are drawn with the same build settings (the broker's name and
 * registration among them) as the client that hydrates them, or hydration finds other text.
 */
async function buildPrerenderer(
  { root, mode, envPrefix }: { root: string; mode: string; envPrefix: string | string[] },
  outDir: string,
): Promise<Prerenderer> {
  await build({
    configFile: false,
    root,
    mode,
    envPrefix,
    logLevel: 'warn',
    plugins: [react()],
    // Panzoom's package calls itself ESM but its main file is UMD, which Node cannot import:
    // bundled in, its `module` build is used, as in the browser.
    ssr: { noExternal: ['@panzoom/panzoom'] },
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
  return (await import(url)) as Prerenderer;
}

/**
 * index.html with the page drawn inside its root element, marked with the page's language, and
 * the theme's style blocks at the end of its head (valid HTML has no <style> in the drawing).
 */
export function pageWithDrawing(
  indexHtml: string,
  { drawing, themeStyles }: { drawing: string; themeStyles: string },
  language: Language,
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root}`);
  return indexHtml
    .replace('</head>', `${themeStyles}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${localeTags[language]}"`)
    .replace(root, `<div id="root" data-prerendered-lang="${language}">${drawing}</div>`);
}

const styleSheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Each match's link, and the page without the tags that matched. */
function takeTags(page: string, tag: RegExp): { page: string; links: string[] } {
  const links = [...page.matchAll(tag)].map(([, link]) => link!);
  return { page: page.replace(tag, ''), links };
}

/**
 * The page with the style sheets it links written into it and its scripts started once it has
 * painted (src/server/site/after-paint-loader.ts): it paints with its HTML alone, and no request
 * competes with that paint. Its buttons pressed meanwhile are kept for the app to press again
 * (src/server/site/early-press-keeper.ts).
 */
async function withStylesInlineAndCodeAfterPaint(page: string, outDir: string): Promise<string> {
  let inlined = page;
  for (const [link, href] of page.matchAll(styleSheetLink)) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, `<style>${css}</style>`);
  }
  const entry = takeTags(inlined, entryScript);
  const modules = takeTags(entry.page, modulePreload);
  if (entry.links.length !== 1) throw new Error('index.html should load one entry script');
  const code = {
    entry: entry.links[0]!,
    modules: modules.links,
    styles: [...page.matchAll(styleSheetLink)].map(([, href]) => href!),
  };
  return modules.page
    .replace('<body>', `<body>\n    <script>${earlyPressKeeper}</script>`)
    .replace('</body>', `${afterPaintTags(code)}\n  </body>`);
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
  let envPrefix: string | string[] = [];
  let outDir = '';
  return {
    name: 'cotizauto:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      envPrefix = config.envPrefix ?? [];
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const prerenderer = path.join(
        root,
        'node_modules/.cache/cotizauto-prerender',
        path.basename(outDir),
      );
      const { prerenderPage, prerenderThemeStyles } = await buildPrerenderer(
        { root, mode, envPrefix },
        prerenderer,
      );
      const themeStyles = await prerenderThemeStyles();
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8');
      const preloads = routePreloads(JSON.parse(manifest) as Manifest);
      for (const page of Object.values(publicPages)) {
        const shell = await withStylesInlineAndCodeAfterPaint(
          withRoutePreloads(indexHtml, preloads, page.path),
          outDir,
        );
        for (const language of languages) {
          const file = path.join(outDir, prerenderedPagePath(page.path, language));
          await mkdir(path.dirname(file), { recursive: true });
          const drawing = await prerenderPage(page.path, language);
          await writeFile(file, pageWithDrawing(shell, { drawing, themeStyles }, language));
        }
      }
    },
  };
}
