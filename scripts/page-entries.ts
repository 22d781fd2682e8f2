/**
 * Which of the build's entries (the app's entry and every module some module imports
 * dynamically) need each module, read from Rolldown's module graph during a chunking pass
 * (scripts/chunk-groups.ts). The graph is the one before tree-shaking: a package's index counts
 * as importing every module it re-exports, so only the app's own modules are read this way.
 */
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;
export type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];
export type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/**
 * Visits `start` and, in turn, each module `visit` returns to follow, each once. `visit`
 * returns false to stop the walk: `walkImports` then answers false.
 */
export function walkImports(
  start: string,
  visit: (id: string) => readonly string[] | false,
): boolean {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const next = visit(id);
    if (next === false) return false;
    pending.push(...next);
  }
  return true;
}

/** The modules `entry` imports statically, itself included, and the entries they load later. */
function staticClosure(entry: string, ctx: ChunkingContext) {
  const modules = new Set<string>();
  const loadsLater = new Set<string>();
  walkImports(entry, (id) => {
    modules.add(id);
    const info = ctx.getModuleInfo(id);
    for (const later of info?.dynamicallyImportedIds ?? []) loadsLater.add(later);
    return info?.importedIds ?? [];
  });
  return { modules, loadsLater };
}

export interface EntryGraph {
  /** The entries whose static imports reach a module. */
  entriesOf(id: string): ReadonlySet<string>;
  /** The modules an entry imports statically, itself included. */
  modulesOf(entry: string): ReadonlySet<string>;
  /** Whether `entry` is loaded later only by `loader`'s modules, or by entries only it loads. */
  loadedOnlyBy(entry: string, loader: string): boolean;
}

/** Every entry reachable from the app's entry, with the modules each one needs. */
export function entryGraph(appEntry: string, ctx: ChunkingContext): EntryGraph {
  const closures = new Map<string, ReturnType<typeof staticClosure>>();
  walkImports(appEntry, (entry) => {
    const closure = staticClosure(entry, ctx);
    closures.set(entry, closure);
    return [...closure.loadsLater];
  });
  const entriesOf = new Map<string, Set<string>>();
  for (const [entry, { modules }] of closures)
    for (const id of modules) entriesOf.set(id, (entriesOf.get(id) ?? new Set()).add(entry));
  const loadedBy = (entry: string) =>
    [...closures].filter(([, { loadsLater }]) => loadsLater.has(entry)).map(([by]) => by);
  const loadedOnlyBy = (entry: string, loader: string, seen = new Set<string>()): boolean => {
    if (seen.has(entry)) return false;
    seen.add(entry);
    const loaders = loadedBy(entry);
    return (
      loaders.length > 0 && loaders.every((by) => by === loader || loadedOnlyBy(by, loader, seen))
    );
  };
  return {
    loadedOnlyBy: (entry, loader) => loadedOnlyBy(entry, loader),
    entriesOf: (id) => entriesOf.get(id) ?? new Set(),
    modulesOf: (entry) => closures.get(entry)?.modules ?? new Set(),
  };
}

/** The graph of entries, read once a chunking pass (which hands out the same ModuleInfo objects). */
export function entryGraphOnce(appEntry: string): (ctx: ChunkingContext) => EntryGraph {
  const graphs = new WeakMap<ModuleInfo, EntryGraph>();
  return (ctx) => {
    const info = ctx.getModuleInfo(appEntry);
    if (!info) throw new Error(`${appEntry} is not a module of this build`);
    let graph = graphs.get(info);
    if (!graph) graphs.set(info, (graph = entryGraph(appEntry, ctx)));
    return graph;
  };
}
