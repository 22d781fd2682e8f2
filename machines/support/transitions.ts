import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * The transitions a machine defines, read from `machine.root`. Unlike `toDirectedGraph` and
 * `machine.definition`, this includes the eventless `always` transitions (the guarded skips),
 * so both the diagrams and the coverage measure see every arrow.
 */

/** Every state node of the machine, the root first, depth first in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

/** The transitions leaving one node: `on`, `after`, `onDone`/`onError` and `always`. */
export function transitionsFrom(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function definedTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return stateNodesOf(machine).flatMap(transitionsFrom);
}

type GuardLike = unknown;

/** A guard as the diagram shows it: its name, `!name` for `not`, `a & b`, `a | b`. */
export function guardLabel(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: GuardLike[] };
    const parts = (composite.guards ?? []).map((inner) => guardLabel(inner) ?? '?');
    if (composite.name === 'not') return `!${parts[0]}`;
    if (composite.name === 'and') return parts.join(' & ');
    if (composite.name === 'or') return parts.join(' | ');
    return composite.name || 'inline guard';
  }
  const named = guard as { type: string; params?: unknown };
  // Params read at run time (an actor's result) are not part of the diagram: the name is.
  return named.params === undefined || typeof named.params === 'function'
    ? named.type
    : `${named.type} ${paramsLabel(named.params)}`;
}

function paramsLabel(params: unknown): string {
  if (typeof params !== 'object' || params === null) return String(params);
  return Object.values(params as Record<string, unknown>)
    .map(String)
    .join(' ');
}

/** `always` for eventless transitions, `after 2000ms`, `done searchSubBrands`, else the event. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${/^\d+$/.test(after[1]!) ? `${after[1]}ms` : after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${actor[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** Identifies a transition across `.provide()` copies: source, event, guard and targets. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((node) => node.id).join(',') || '(self)';
  return [
    transition.source.id,
    transition.eventType || 'always',
    guardLabel(transition.guard) ?? '',
    targets,
  ].join(' | ');
}
