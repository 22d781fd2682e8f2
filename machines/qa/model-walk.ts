import {
  createEmptyActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';

/**
 * What the model-based walks share, the tests' coverage walk and the QA paths of /flows: the
 * sample events a walk may send, actors held so only those samples answer, and each step
 * computed in its own actor system. See test/machines/support/README.md.
 */

/** The sample events of a walk: a fixed list, or the events that fit the snapshot. */
export type SampleEvents =
  readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);

/** A machine's walk as both the coverage test and /flows run it. */
export interface ModelSamples {
  /** The starts walked (one walk each), named for the reader: a variant, an arrival. */
  starts: readonly { name: string; input: unknown }[];
  /** One sample per guard branch: the walk explores only these. */
  events: SampleEvents;
  /** What makes two snapshots the same vertex; value and context by default. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Most vertices a walk may visit. */
  limit?: number;
}

/** A done event of an invoked actor, as the fake would send it. */
export const doneEvent = <TOutput>(actorId: string, output: TOutput) =>
  ({ type: `xstate.done.actor.${actorId}`, output }) as const;

/** An error event of an invoked actor. */
export const errorEvent = (actorId: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actorId}`, error }) as const;

/** The event a delay sends (`after: { delayName: … }` on the state with this id). */
export const afterEvent = (delay: string | number, stateId: string) =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as const;

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every actor it names replaced by a fake that never settles. */
export function withHeldActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]),
  );
  return machine.provide({ actors } as never) as TMachine;
}

/** What a transition computed outside an actor runs in: a throwaway actor system. */
function throwawayScope() {
  const empty = createEmptyActor();
  const ignore = () => undefined;
  return {
    self: empty,
    logger: ignore,
    id: '',
    sessionId: '',
    system: empty.system,
    defer: ignore,
    stopChild: ignore,
    emit: ignore,
    actionExecutor: ignore,
  };
}

/**
 * The machine as the traversal steps it, each step in its own actor system. The traversal's
 * one shared system never stops a child (nothing is executed), so a child with a systemId
 * started again on another branch (a second cart) would collide with the first.
 */
export function steppedInFreshSystems<TMachine extends AnyStateMachine>(
  machine: TMachine,
): TMachine {
  const stepped = Object.create(machine) as TMachine;
  stepped.transition = ((snapshot: never, event: never) =>
    machine.transition(snapshot, event, throwawayScope() as never)) as never;
  stepped.getInitialSnapshot = ((_scope: never, input: never) =>
    machine.getInitialSnapshot(throwawayScope() as never, input)) as never;
  return stepped;
}
