import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeLeaves, activeStateIds } from './live-state';
import { steppedInFreshSystems, withHeldActors, type ModelSamples } from './model-walk';

/**
 * The paths QA reads and drives on /flows: for each state a machine can reach with its model
 * walk's sample events (the ones its coverage test walks), the shortest event sequence there.
 */
export interface QaPath {
  /** The walk's start it begins from (a variant, an arrival). */
  start: string;
  input: unknown;
  /** The state reached, as the snapshot's value. */
  state: StateValue;
  /** The innermost states reached, relative to the machine: `emission.retryAvailable`. */
  leaves: string[];
  /** The events, actor answers and delays to send, in order. */
  events: AnyEventObject[];
}

const defaultSerializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** The innermost active states of a value, without the machine's id. */
export function leavesOf(machineId: string, value: StateValue): string[] {
  return activeLeaves(activeStateIds(machineId, value)).map((id) => id.slice(machineId.length + 1));
}

/** One shortest path to each state value the walk reaches, over all its starts, shortest first. */
export function pathsToEveryState(machine: AnyStateMachine, walk: ModelSamples): QaPath[] {
  const held = steppedInFreshSystems(withHeldActors(machine));
  const byState = new Map<string, QaPath>();
  for (const start of walk.starts) {
    const paths = getShortestPaths(held, {
      input: start.input,
      events: walk.events as never,
      serializeState: walk.serializeState ?? defaultSerializeState,
      filterEvents: (snapshot, event) => snapshot.can(event),
      limit: walk.limit ?? 20_000,
    });
    for (const path of paths) {
      const events = path.steps
        .map((step) => step.event as AnyEventObject)
        .filter((event) => event.type !== 'xstate.init');
      const key = JSON.stringify(path.state.value);
      const known = byState.get(key);
      if (known && known.events.length <= events.length) continue;
      const state = path.state.value as StateValue;
      const leaves = leavesOf(machine.id, state);
      byState.set(key, { start: start.name, input: start.input, state, leaves, events });
    }
  }
  return [...byState.values()].sort(
    (one, other) =>
      one.events.length - other.events.length ||
      one.leaves.join().localeCompare(other.leaves.join()),
  );
}
