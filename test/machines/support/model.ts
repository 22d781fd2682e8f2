import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';
import {
  definedTransitions,
  stateNodesOf,
  transitionKey,
} from '../../../machines/support/transitions';
import {
  steppedInFreshSystems,
  withHeldActors,
  type ModelSamples,
} from '../../../machines/qa/model-walk';

export { afterEvent, doneEvent, errorEvent } from '../../../machines/qa/model-walk';

/**
 * Model-based tests for the flow machines. The real machine is walked with `xstate/graph`'s
 * `getShortestPaths` (one path per transition reachable with the sample events), every invoked
 * actor replaced by a fake that never settles: its results are sample events
 * (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>` with an `error`), and
 * delays are sample events too (`xstate.after.<delay>.<stateId>`). Each path is then replayed on
 * a real actor whose inspection microsteps say which transitions were taken, and which way each
 * guard went. See README.md beside this file.
 */

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Sample events: one per guard branch matters (the traversal explores only these). */
  events:
    | readonly EventFromLogic<TMachine>[]
    | ((snapshot: AnyMachineSnapshot) => readonly EventFromLogic<TMachine>[]);
  input?: InputFrom<TMachine>;
  /** Several starts (one walk each, coverage summed), e.g. one per variant of a flow. */
  inputs?: readonly InputFrom<TMachine>[];
  /** What makes two snapshots the same vertex; value and context by default. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Most vertices the walk may visit. @default 20000 */
  limit?: number;
}

/** The walk a machine's samples module declares (the one /flows' QA paths take too). */
export function walkOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  walk: ModelSamples,
): ModelOptions<TMachine> {
  return {
    machine,
    inputs: walk.starts.map((start) => start.input) as InputFrom<TMachine>[],
    events: walk.events as ModelOptions<TMachine>['events'],
    serializeState: walk.serializeState,
    limit: walk.limit,
  };
}

export interface CoverageReport {
  machine: string;
  paths: number;
  transitions: { defined: number; taken: number; missing: string[] };
  states: { defined: number; reached: number; missing: string[] };
  guards: { defined: number; bothWays: number; oneWay: { name: string; seen: boolean[] }[] };
}

type GuardResults = Map<string, Set<boolean>>;

/** The machine with each named guard recording its results. */
function withRecordedGuards<TMachine extends AnyStateMachine>(
  machine: TMachine,
  results: GuardResults,
): TMachine {
  const guards = Object.fromEntries(
    Object.entries(machine.implementations.guards).map(([name, guard]) => {
      // Composite guards (and/or/not) evaluate the named ones they hold.
      if (typeof guard !== 'function' || 'check' in guard) return [name, guard];
      const recorded = (...args: unknown[]) => {
        const result = Boolean((guard as (...inner: unknown[]) => unknown)(...args));
        results.set(name, (results.get(name) ?? new Set()).add(result));
        return result;
      };
      return [name, recorded];
    }),
  );
  return machine.provide({ guards } as never) as TMachine;
}

function namedGuardsIn(guard: unknown): string[] {
  if (guard === undefined) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    return ((guard as { guards?: unknown[] }).guards ?? []).flatMap(namedGuardsIn);
  }
  return [(guard as { type: string }).type];
}

const defaultSerializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** Shortest event sequences that take every transition reachable with the sample events. */
export function transitionPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) {
  const serialize = options.serializeState ?? defaultSerializeState;
  const held = steppedInFreshSystems(withHeldActors(options.machine));
  return getShortestPaths(held, {
    input: options.input,
    events: options.events as never,
    // A vertex per transition (state reached + event + previous state), so every edge gets a
    // path; events a state would ignore are not explored.
    serializeState: (snapshot, event, previous) =>
      `${serialize(snapshot)}|${JSON.stringify(event)}|${previous ? serialize(previous) : ''}`,
    filterEvents: (snapshot, event) => snapshot.can(event),
    // Fails fast when the sample events make the walk explode; pass `serializeState`.
    limit: options.limit ?? 20_000,
  });
}

/** Replays every path on a real actor and compares what was taken with what is defined. */
export function measureCoverage<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): CoverageReport {
  const taken = new Set<string>();
  const reached = new Set<string>();
  const guardResults: GuardResults = new Map();
  const replayed = withRecordedGuards(withHeldActors(options.machine), guardResults);
  const inputs = options.inputs ?? [options.input];
  let pathCount = 0;

  for (const input of inputs) {
    const paths = transitionPaths({ ...options, input });
    pathCount += paths.length;
    for (const path of paths) {
      replayPath(replayed, input, path, { taken, reached });
    }
  }

  // The start enters the initial states before any inspection microstep is reported.
  initialStateIds(options.machine.root).forEach((id) => reached.add(id));
  const defined = definedTransitions(options.machine);
  const definedKeys = [...new Set(defined.map(transitionKey))];
  const stateIds = stateNodesOf(options.machine).map((node) => node.id);
  const guardNames = [...new Set(defined.flatMap((t) => namedGuardsIn(t.guard)))];
  const oneWay = guardNames
    .map((name) => ({ name, seen: [...(guardResults.get(name) ?? [])] }))
    .filter(({ seen }) => seen.length < 2);
  return {
    machine: options.machine.id,
    paths: pathCount,
    transitions: {
      defined: definedKeys.length,
      taken: definedKeys.filter((key) => taken.has(key)).length,
      missing: definedKeys.filter((key) => !taken.has(key)),
    },
    states: {
      defined: stateIds.length,
      reached: stateIds.filter((id) => reached.has(id)).length,
      missing: stateIds.filter((id) => !reached.has(id)),
    },
    guards: { defined: guardNames.length, bothWays: guardNames.length - oneWay.length, oneWay },
  };
}

interface Observed {
  taken: Set<string>;
  reached: Set<string>;
}

type Path = ReturnType<typeof transitionPaths>[number];

/** Sends the path's events to a real actor, noting the transitions taken and states entered. */
function replayPath(
  machine: AnyStateMachine,
  input: unknown,
  path: Path,
  { taken, reached }: Observed,
): void {
  const inspect = (event: InspectionEvent) => {
    // Only the machine under test, not its (fake) children.
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      event._transitions.forEach((transition) => taken.add(transitionKey(transition)));
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      // `_nodes` are the active state nodes; microsteps also show the transient ones.
      for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) {
        reached.add(node.id);
      }
    }
  };
  const actor = createActor(machine, { input, inspect } as never);
  actor.start();
  for (const step of path.steps) {
    if ((step.event as AnyEventObject).type !== 'xstate.init') actor.send(step.event);
  }
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  expect(snapshot.status, `replaying: ${describePath(path.steps)}`).not.toBe('error');
  expect(snapshot.value, `replaying: ${describePath(path.steps)}`).toEqual(path.state.value);
  actor.stop();
}

function initialStateIds(node: AnyStateNode): string[] {
  const entered =
    node.type === 'parallel' ? Object.values(node.states) : (node.initial?.target ?? []);
  return [node.id, ...(entered as AnyStateNode[]).flatMap(initialStateIds)];
}

function describePath(steps: readonly { event: AnyEventObject }[]): string {
  return steps.map((step) => step.event.type).join(' → ');
}

export function formatCoverage(report: CoverageReport): string {
  const percent = (part: number, whole: number) =>
    whole === 0 ? '100%' : `${Math.round((part / whole) * 1000) / 10}%`;
  return [
    `${report.machine}: ${report.paths} paths`,
    `transitions ${report.transitions.taken}/${report.transitions.defined} (${percent(report.transitions.taken, report.transitions.defined)})`,
    `states ${report.states.reached}/${report.states.defined}`,
    `guards both ways ${report.guards.bothWays}/${report.guards.defined}`,
  ].join(', ');
}

/**
 * Walks the machine and fails unless every transition (`always` included) was taken, every
 * state entered and every guard seen both true and false. Returns the report to print.
 */
export function expectFullCoverage<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): CoverageReport {
  const report = measureCoverage(options);
  console.info(formatCoverage(report));
  expect(report.transitions.missing, 'transitions never taken').toEqual([]);
  expect(report.states.missing, 'states never entered').toEqual([]);
  expect(report.guards.oneWay, 'guards not seen both true and false').toEqual([]);
  return report;
}
