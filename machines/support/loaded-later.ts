import type { AnyActorLogic } from 'xstate';

/**
 * Stands, under its name in a machine's `setup`, for actor logic whose code is loaded later (a
 * flow that comes with the pages that use it): the machine spawns, invokes, persists and
 * restores the actor by name as usual, and each call goes to the logic `loaded` returns. The
 * machine waits in a state that loads it before it starts the actor, and a stored snapshot
 * that runs it is restored only once it is loaded; before that, starting it is a bug.
 */
export function loadedLater<TLogic extends AnyActorLogic>(
  name: string,
  loaded: () => TLogic | undefined,
): TLogic {
  const logic = (): TLogic => {
    const current = loaded();
    if (!current) throw new Error(`${name} started before its code was loaded.`);
    return current;
  };
  const standIn: AnyActorLogic & {
    readonly schemas: unknown;
    readonly implementations: unknown;
    resolveState(config: unknown): unknown;
  } = {
    // Read by inspectors as they serialise every actor logic: nothing before the code loads.
    get config() {
      return loaded()?.config;
    },
    // What a stored snapshot of it is checked against (restorable.ts); none before it loads.
    get schemas() {
      return (loaded() as { schemas?: unknown } | undefined)?.schemas;
    },
    get implementations() {
      return (loaded() as { implementations?: unknown } | undefined)?.implementations;
    },
    transition: (snapshot, event, scope) => logic().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logic().getInitialSnapshot(scope, input),
    restoreSnapshot: (persisted, scope) => logic().restoreSnapshot?.(persisted, scope) ?? persisted,
    start: (snapshot, scope) => logic().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => logic().getPersistedSnapshot(snapshot, options),
    // A stored state value is checked against the loaded machine's states (restorable.ts).
    resolveState: (config: unknown) =>
      (logic() as unknown as { resolveState(config: unknown): unknown }).resolveState(config),
  };
  return standIn as unknown as TLogic;
}

/**
 * A chunk of code holding flows a machine names before it is loaded: `load` imports it (once
 * per page; a load after a failure tries again), and `standIns` gives the machine's `setup`
 * one stand-in per flow, each going to the flow `build` makes from the loaded code (once).
 */
export function chunkLoadedLater<TChunk>(importChunk: () => Promise<TChunk>) {
  let loaded: TChunk | undefined;
  return {
    async load(): Promise<void> {
      loaded ??= await importChunk();
    },
    standIns<TFlows extends Record<string, AnyActorLogic>>(
      names: readonly (keyof TFlows & string)[],
      build: (code: TChunk) => TFlows,
    ): TFlows {
      let built: TFlows | undefined;
      const flows = () => {
        if (loaded) built ??= build(loaded);
        return built;
      };
      const standIns = names.map((name) => [name, loadedLater(name, () => flows()?.[name])]);
      return Object.fromEntries(standIns) as TFlows;
    },
  };
}

/**
 * Resolves once the browser has nothing more urgent to run (`requestIdleCallback`; a task later
 * where there is none, as in Safari or Node): code preloaded then does not hold up what the
 * visitor is waiting for.
 */
export function untilIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });
}
