import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { stateNodesOf } from '../../machines/support/transitions';
import { flowsDescriptionsStrings } from '../../src/web/strings/areas/flows-descriptions';

const described = (locale: 'es' | 'en', key: string) =>
  (flowsDescriptionsStrings[locale] as Record<string, string>)[key];

describe('/flows descriptions', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry.machine] as const))(
    '%s: every state and guard has a short description in Spanish and English',
    (_name, machine) => {
      const keys = [
        ...stateNodesOf(machine)
          .slice(1)
          .map((node) => `flows.state.${node.path.join('.')}`),
        ...Object.keys(machine.implementations.guards).map((guard) => `flows.guard.${guard}`),
      ];
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
    const current = new Set(
      machineRegistry.flatMap(({ machine }) => [
        ...stateNodesOf(machine)
          .slice(1)
          .map((node) => `flows.state.${node.path.join('.')}`),
        ...Object.keys(machine.implementations.guards).map((guard) => `flows.guard.${guard}`),
      ]),
    );
    expect(Object.keys(flowsDescriptionsStrings.es).filter((key) => !current.has(key))).toEqual([]);
  });
});
