import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { namedActions, spawnedNames } from '../../machines/qa/to-mermaid';
import { clientRoutes } from '../../src/domain/site/routes';
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

/** Every named action a machine runs (on an arrow or on entry), with its params. */
const actionsOf = (machine: AnyStateMachine) =>
  namedActions([
    ...stateNodesOf(machine).flatMap((node) => node.entry),
    ...definedTransitions(machine).flatMap((transition) => transition.actions),
  ]);

/** The routes' names, by their path. */
const routeNames = new Map(Object.entries(clientRoutes).map(([name, path]) => [path, name]));

/** The description keys of the pages a machine's navigations open (a constant route). */
const pagesOf = (machine: AnyStateMachine) =>
  actionsOf(machine).flatMap(({ name, params }) =>
    typeof params === 'string' && described('es', `flows.action.${name}`)?.includes('{page}')
      ? [`flows.page.${routeNames.get(params as never) ?? params}`]
      : [],
  );

const described = (locale: 'es' | 'en', key: string) =>
  (flowsDescriptionsStrings[locale] as Record<string, string>)[key];

describe('/flows descriptions', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry.machine] as const))(
    '%s: the machine has a title, and it and every state, guard, event, call and wait a short description, in Spanish and English',
    (name, machine) => {
      const keys = [`flows.title.${name}`, `flows.machine.${name}`, ...keysOf(machine)];
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

  it('names the page every navigation opens, in Spanish and English', () => {
    const pages = [...new Set(machineRegistry.flatMap(({ machine }) => pagesOf(machine)))];
    // The app opens the results, both carts, the thank-you page and the home page.
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const missing = pages.flatMap((key) =>
      (['es', 'en'] as const).filter((locale) => !described(locale, key)).map((l) => `${l} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes nothing a machine no longer has', () => {
    const current = new Set(machineRegistry.flatMap(({ machine }) => keysOf(machine)));
    for (const { machine } of machineRegistry) {
      // The actions drawn are those described: a described action is one a machine runs.
      for (const { name } of actionsOf(machine)) current.add(`flows.action.${name}`);
      for (const page of pagesOf(machine)) current.add(page);
    }
    for (const { name } of machineRegistry) {
      current.add(`flows.title.${name}`);
      current.add(`flows.machine.${name}`);
    }
    expect(Object.keys(flowsDescriptionsStrings.es).filter((key) => !current.has(key))).toEqual([]);
  });
});
