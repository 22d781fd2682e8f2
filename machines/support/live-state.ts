import type { AnyMachineSnapshot, StateValue } from 'xstate';

/** What /flows and the offline inspector show of a running actor. */

/** Ids of the active state nodes (`quoteWizard.vehicle.editing.idle` and its ancestors). */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  return Object.entries(value).flatMap(([key, inner]) => {
    const id = `${machineId}.${key}`;
    return inner === undefined ? [id] : [id, ...activeStateIds(id, inner as StateValue)];
  });
}

/** The events the visitor (or QA) can send now: those of the active states, not xstate's own. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  // `_nodes` are the active state nodes; `ownEvents` the events each one handles.
  const nodes = (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes;
  const types = nodes.flatMap((node) => node.ownEvents);
  return [...new Set(types)].filter((type) => type && !type.startsWith('xstate.') && type !== '*');
}
