import { and, not, or } from 'xstate';
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

/** `insurerIsNotHdi` → `insurer is not hdi`: the names read as sentences in the diagrams. */
export function plainWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/**
 * xstate's `and`, `or` and `not` are functions told apart by their `check`; their own names are
 * lost when the client is minified (they became `[t]` on /flows), so they are recognised by
 * comparing `check` with the one of a sample combination made here.
 */
const combinators = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('') as unknown as { check: unknown }).check, 'not'],
]);

interface CombinedGuard {
  check?: unknown;
  guards?: GuardLike[];
}

/** How a guard reads: its name's words and the words that combine guards. */
export interface GuardWords {
  name(guard: string, params: unknown): string;
  and: string;
  or: string;
  not: string;
}

/** The developers' words: the guard's name split (`insurer is not hdi`), params after a colon. */
const codeGuardWords: GuardWords = {
  // Params read at run time (an actor's result) are not part of the diagram: the name is.
  name: (guard, params) =>
    params === undefined || typeof params === 'function'
      ? plainWords(guard)
      : `${plainWords(guard)}: ${paramsLabel(params)}`,
  and: 'and',
  or: 'or',
  not: 'not',
};

/**
 * A guard in words: its name (`insurer is not hdi`), with its parameters after a colon,
 * combinations as their parts (`insurer is not hdi and buyer is going back`, `not (…)`).
 */
export function guardLabel(
  guard: GuardLike,
  words: GuardWords = codeGuardWords,
): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return words.name(guard, undefined);
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    const parts = (combined.guards ?? []).map((inner) => guardLabel(inner, words) ?? '?');
    const combinator = combinators.get(combined.check);
    if (combinator === 'not') return `${words.not} (${parts[0]})`;
    if (combinator) {
      const joined = new RegExp(` (${words.and}|${words.or}) `);
      return parts
        .map((part) => (joined.test(part) ? `(${part})` : part))
        .join(` ${words[combinator]} `);
    }
    const { name } = guard as { name: string };
    return name ? words.name(name, undefined) : 'inline guard';
  }
  const named = guard as { type: string; params?: unknown };
  return words.name(named.type, named.params);
}

function paramsLabel(params: unknown): string {
  if (typeof params !== 'object' || params === null) return String(params);
  return Object.values(params as Record<string, unknown>)
    .map(String)
    .join(' ');
}

/** `always` for eventless transitions, `after 2000ms`, `done search sub brands`, else the event. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${/^\d+$/.test(after[1]!) ? `${after[1]}ms` : plainWords(after[1]!)}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${plainWords(actor[2]!)}`;
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
