import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { spawnedNames } from '../../machines/support/to-mermaid';
import { definedTransitions, stateNodesOf } from '../../machines/support/transitions';
import { flowsDescriptionsStrings } from '../../src/web/strings/areas/flows-descriptions';

/** The key of the description an arrow's event is drawn with on /flows, if it needs one. */
function eventKey(type: string): string | undefined {
  const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1];
  if (answer) return `flows.actor.${answer}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  if (delay) return /^\d+$/.test(delay) ? undefined : `flows.delay.${delay}`;
  return type === '' || type.startsWith('xstate.') ? undefined : `flows.event.${type}`;
}

/** Every description a machine's diagram on /flows is drawn with. */
function keysOf(machine: AnyStateMachine): string[] {
  const nodes = stateNodesOf(machine);
  const transitions = definedTransitions(machine);
  const actors = [
    ...nodes.flatMap((node) => node.invoke.map((invoke) => invoke.src)),
    ...nodes.flatMap((node) => spawnedNames(node, node.entry)),
    ...transitions.flatMap((transition) => spawnedNames(transition.source, transition.actions)),
  ].filter((src): src is string => typeof src === 'string');
  const keys = [
    ...nodes.slice(1).map((node) => `flows.state.${node.path.join('.')}`),
    ...Object.keys(machine.implementations.guards).map((guard) => `flows.guard.${guard}`),
    ...transitions.flatMap((transition) => eventKey(transition.eventType) ?? []),
    ...actors.map((actor) => `flows.actor.${actor}`),
  ];
  return [...new Set(keys)];
}

const described = (locale: 'es' | 'en', key: string) =>
  (flowsDescriptionsStrings[locale] as Record<string, string>)[key];

describe('/flows descriptions', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry.machine] as const))(
    '%s: the machine and every state, guard, event, call and wait have a short description in Spanish and English',
    (name, machine) => {
      const keys = [`flows.machine.${name}`, ...keysOf(machine)];
      const missing = keys.flatMap((key) =>
        (['es', 'en'] as const)
          .filter((locale) => !described(locale, key))
          .map((l) => `${l} ${key}`),
      );
      expect(missing).toEqual([]);
      // Two languages, not one copied into the other.
      const same = keys.filter((key) => described('es', key) === described('en', key));
      expect(same).toEqual([]);
    },
  );

  it('describes nothing a machine no longer has', () => {
    const current = new Set(machineRegistry.flatMap(({ machine }) => keysOf(machine)));
    for (const { name } of machineRegistry) current.add(`flows.machine.${name}`);
    expect(Object.keys(flowsDescriptionsStrings.es).filter((key) => !current.has(key))).toEqual([]);
  });
});
