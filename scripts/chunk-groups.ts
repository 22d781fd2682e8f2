/**
 * How the client build groups its modules into files (Vite's `build.rolldownOptions.output
 * .codeSplitting`). Left to itself, Rolldown made a file of every set of modules the same pages
 * share: the home page fetched 45 files, some of 100 bytes, each with its response headers.
 * Grouped, the home page fetches five:
 * - `react`: the framework, apart so a release of the app leaves it cached;
 * - the shell: every module the entry imports, in the entry's own file;
 * - its page module (the router loads it, the server preloads it by its manifest key);
 * - `home-parts`: what the page module imports, with what those import (the wizard's first step,
 *   the FAQ, the logos), which the wizard's and the results page's modules read from there too;
 * - `mantine-fields`: Mantine's field frame, lists and a context helper, which the home page's parts
 *   share with pages that need nothing else of them (/flows downloaded the whole home-parts
 *   file, 15 kB, for them), and the controls several later pages draw;
 * - `results-page-commons` and `results-page-onward`: what the results page shares with other
 *   pages, and with the cart only (`sharedPartsGroup`).
 * The other pages are left to Rolldown's splitting: more files, but only the code they draw.
 * Grouped the same way, each page's parts held modules later pages needed, and those pages
 * downloaded them whole (/flows went from 207 to 250 kB).
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { clientRoutes } from '../src/domain/site/routes.ts';
import { routeModules } from '../src/web/route-modules.ts';
import {
  entryGraphOnce,
  walkImports,
  type ChunkingContext,
  type ModuleInfo,
} from './page-entries.ts';

type Group = Rolldown.CodeSplittingGroup;

const frameworkModules =
  /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

/**
 * Mantine modules the home page's parts share with pages that need nothing else of them, and the
 * controls the results page shares with the cart and the account pages (each was a file of its
 * own: four round trips for 5 kB).
 */
const mantineFieldModules = new RegExp(
  [
    'core/esm/components/(Input|InputBase|List)/', // the field frame and lists
    'core/esm/core/utils/create-safe-context/', // what Table and Grid read their context with
    'core/esm/components/(Table|Radio|TextInput)/',
    'core/esm/components/Checkbox/CheckIcon', // Radio's mark
    'core/esm/core/DirectionProvider/', // the direction popovers and tooltips read
  ]
    .map((modules) => `@mantine[\\\\/]${modules.replaceAll('/', '[\\\\/]')}`)
    .join('|'),
);

/** `import { A, B as C } from "x"`: the names imported, with the module they come from. */
const namedImport = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

function importedNames(code: string): { names: string[]; from: string }[] {
  return [...code.matchAll(namedImport)].map(([, list, from]) => ({
    names: list!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
    from: from!,
  }));
}

/**
 * The modules `page` imports by name through a package's index (`import { Badge } from
 * '@mantine/core'`): the build links the import to the component's own module, which no longer
 * counts the page among its importers.
 */
function importsThroughIndexes(page: ModuleInfo, ctx: ChunkingContext): string[] {
  const names = new Set(importedNames(page.code ?? '').flatMap(({ names }) => names));
  return page.importedIds
    .map((id) => ctx.getModuleInfo(id))
    .filter((module) => module && /[\\/]esm[\\/]index\.mjs$/.test(module.id))
    .flatMap((index) =>
      importedNames(index!.code ?? '')
        .filter(({ names: exported }) => exported.some((name) => names.has(name)))
        .map(({ from }) => path.resolve(path.dirname(index!.id), from)),
    );
}

/**
 * A page's parts: the modules its page module imports (not itself, so the router and the
 * manifest still find it by name) and, as Rolldown follows them, what those import.
 */
function pagePartsGroup(page: string, priority: number): Group {
  const name = `${path.basename(page, path.extname(page))}-parts`;
  // A chunking pass hands out the same ModuleInfo objects: the page's imports are read once.
  const partsOf = new WeakMap<ModuleInfo, Set<string>>();
  const parts = (ctx: ChunkingContext) => {
    const info = ctx.getModuleInfo(page);
    if (!info) return new Set<string>();
    let ids = partsOf.get(info);
    if (!ids)
      partsOf.set(
        info,
        (ids = new Set([...info.importedIds, ...importsThroughIndexes(info, ctx)])),
      );
    return ids;
  };
  return { debugName: name, priority, name: (id, ctx) => (parts(ctx).has(id) ? name : null) };
}

/** The app's own modules (the others are libraries, some with a `src` folder of their own). */
const appModule = /^(?!.*[\\/]node_modules[\\/]).*[\\/](src|machines)[\\/]/;
/** The libraries the shell and React's file hold whole. */
const shellLibraries =
  /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|xstate|@xstate[\\/]react|valibot|vite)[\\/]/;
/** A package's index, whose names the build links to each export's own module. */
const packageIndex = /[\\/]esm[\\/]index\.mjs$/;
/** Modules this small (source bytes) cost a phone more in their file's round trip than in bytes. */
const smallModule = 3_500;

/** The names the shell's own modules import from each package (`@mantine/core`: Button, …). */
function namesTheShellImports(shell: ReadonlySet<string>, ctx: ChunkingContext) {
  const names = new Map<string, Set<string>>();
  for (const id of shell) {
    if (!appModule.test(id)) continue;
    for (const { names: imported, from } of importedNames(ctx.getModuleInfo(id)?.code ?? ''))
      names.set(from, new Set([...(names.get(from) ?? []), ...imported]));
  }
  return names;
}

/**
 * Whether `id` and the app modules it imports outside the shell read only what the shell holds
 * of the libraries: whole libraries (React, xstate, valibot), and from a package's index only
 * names the shell's own modules import too (so their modules are in the shell). Joined to a
 * group with them, such a module brings no other file along.
 */
function readsOnlyShellLibraries(
  id: string,
  shell: ReadonlySet<string>,
  shellNames: ReadonlyMap<string, ReadonlySet<string>>,
  ctx: ChunkingContext,
) {
  return walkImports(id, (next) => {
    if (next !== id && shell.has(next) && appModule.test(next)) return [];
    const info = ctx.getModuleInfo(next);
    const packageImports = importedNames(info?.code ?? '').filter(
      ({ from }) => !/^[./]/.test(from) && !shellLibraries.test(`node_modules/${from}/`),
    );
    const namesInShell = packageImports.every(({ names, from }) =>
      names.every((name) => shellNames.get(from)?.has(name)),
    );
    const imports = info?.importedIds ?? [];
    const inShell = (library: string) =>
      shellLibraries.test(library) || (packageIndex.test(library) && namesInShell);
    const libraries = imports.filter((dep) => !appModule.test(dep));
    return libraries.every(inShell) && imports.filter((dep) => appModule.test(dep));
  });
}

/**
 * One group, two files, for what `page` shares, where Rolldown made a file of each set of pages
 * sharing modules: the results page fetched 19 such files, most under 1 kB, and on slow 4G each
 * costs a round trip before the page can draw.
 * - `…-commons`: the small modules it shares with other pages. A page that needs one of them
 *   downloads all (about 4 kB).
 * - `…-onward`: the modules it shares only with its own later parts and with `nextPages`, where
 *   its visitor goes next (the cart after the results), so no other page downloads them.
 * Only modules that read nothing but the app and what the shell holds join, so neither file
 * brings another along.
 */
function sharedPartsGroup(
  appEntry: string,
  page: string,
  nextPages: readonly string[],
  priority: number,
): Group {
  const base = path.basename(page, path.extname(page));
  const graphOf = entryGraphOnce(appEntry);
  const namesByPass = new WeakMap<ReadonlySet<string>, Map<string, Set<string>>>();
  const namesOnce = (ctx: ChunkingContext, shell: ReadonlySet<string>) => {
    let names = namesByPass.get(shell);
    if (!names) namesByPass.set(shell, (names = namesTheShellImports(shell, ctx)));
    return names;
  };
  const fileOf = (id: string, ctx: ChunkingContext) => {
    const graph = graphOf(ctx);
    const shell = graph.modulesOf(appEntry);
    const entries = [...graph.entriesOf(id)];
    const shared = appModule.test(id) && !shell.has(id) && entries.includes(page);
    if (!shared || entries.every((entry) => entry === page)) return null;
    if (!readsOnlyShellLibraries(id, shell, namesOnce(ctx, shell), ctx)) return null;
    const onward = (entry: string) =>
      [page, ...nextPages].some((own) => entry === own || graph.loadedOnlyBy(entry, own));
    if (entries.every(onward)) return `${base}-onward`;
    return (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= smallModule
      ? `${base}-commons`
      : null;
  };
  // Each name the function returns is a group of its own: one pass decides both files.
  return { debugName: `${base}-shared`, priority, name: fileOf };
}

/** The app's entry, which index.html loads. */
const appEntryModule = 'src/web/main.tsx';

export function chunkGroups(root: string): Group[] {
  const moduleOf = (route: string) => {
    const drawing = routeModules.find(({ path: drawn }) => drawn.replace(/\/\*$/, '') === route);
    return path.resolve(root, drawing!.module);
  };
  return [
    { name: 'react', test: frameworkModules, priority: 4 },
    // Everything the entry imports statically ('$initial') joins the entry's own file.
    { name: 'shell', tags: ['$initial'], priority: 3 },
    { name: 'mantine-fields', test: mantineFieldModules, priority: 2 },
    pagePartsGroup(moduleOf(clientRoutes.home), 1),
    // What the results page shares; its buyer goes on to the cart.
    sharedPartsGroup(
      path.resolve(root, appEntryModule),
      moduleOf(clientRoutes.seeQuote),
      [moduleOf(clientRoutes.cart)],
      0,
    ),
  ];
}
