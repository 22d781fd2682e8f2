import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';

/** What /flows and the offline inspector show of a running actor. */

/** Ids of the active state nodes (`quoteWizard.vehicle.editing.idle` and its ancestors). */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  return Object.entries(value).flatMap(([key, inner]) => {
    const id = `${machineId}.${key}`;
    return inner === undefined ? [id] : [id, ...activeStateIds(id, inner as StateValue)];
  });
}

/** The innermost of those ids: the states a diagram highlights. */
export function activeLeaves(ids: readonly string[]): string[] {
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
}

/** The events the visitor (or QA) can send now: those of the active states, not xstate's own. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  const root = snapshot.machine.root;
  const nodes = [root, ...activeChildren(root, snapshot.value)];
  const types = nodes.flatMap((node) => node.ownEvents);
  return [...new Set(types)].filter((type) => type && !type.startsWith('xstate.') && type !== '*');
}

/** The active state nodes below `node`, found by walking the snapshot's value. */
function activeChildren(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  const entries = typeof value === 'string' ? [[value, undefined] as const] : Object.entries(value);
  return entries.flatMap(([key, inner]) => {
    const child = node.states[key];
    if (!child) return [];
    return inner === undefined ? [child] : [child, ...activeChildren(child, inner as StateValue)];
  });
}
