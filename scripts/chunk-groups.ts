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
 *   file, 15 kB, for them).
 * The other pages are left to Rolldown's splitting: more files, but only the code they draw.
 * Grouped the same way, each page's parts held modules later pages needed, and those pages
 * downloaded them whole (/flows went from 207 to 250 kB).
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { clientRoutes } from '../src/domain/site/routes.ts';
import { routeModules } from '../src/web/route-modules.ts';

type Group = Rolldown.CodeSplittingGroup;
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

const frameworkModules =
  /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

/** Mantine modules the home page's parts share with pages that need nothing else of them. */
const mantineFieldModules = new RegExp(
  [
    'core/esm/components/(Input|InputBase|List)/', // the field frame and lists
    'core/esm/core/utils/create-safe-context/', // what Table and Grid read their context with
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

export function chunkGroups(root: string): Group[] {
  const home = routeModules.find(({ path: route }) => route === clientRoutes.home)!;
  return [
    { name: 'react', test: frameworkModules, priority: 4 },
    // Everything the entry imports statically ('$initial') joins the entry's own file.
    { name: 'shell', tags: ['$initial'], priority: 3 },
    { name: 'mantine-fields', test: mantineFieldModules, priority: 2 },
    pagePartsGroup(path.resolve(root, home.module), 1),
  ];
}
