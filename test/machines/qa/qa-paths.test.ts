import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';
import { machineWalks } from '../../../machines/qa/walks';
import { pathsToEveryState } from '../../../machines/qa/qa-paths';
import { startOnPathFakes } from '../../../machines/qa/drive-path';
import { stateNodesOf } from '../../../machines/support/transitions';

/** The states a machine can rest in: atomic ones without an eventless way out. */
const restingStates = (machine: (typeof machineRegistry)[number]['machine']) =>
  stateNodesOf(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => (node.always ?? []).length === 0)
    .map((node) => node.path.join('.'));

describe('QA paths: the shortest way to every state of each machine', () => {
  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: a path to every state it can rest in, each reaching its state on a fresh actor with fakes',
    async (name, entry) => {
      const paths = pathsToEveryState(entry.machine, machineWalks[name]!());
      const reached = new Set(paths.flatMap((path) => path.leaves));
      expect([...reached].sort()).toEqual(expect.arrayContaining(restingStates(entry.machine)));
      for (const path of paths) {
        const run = startOnPathFakes(entry.machine, path.input);
        for (const event of path.events) await run.play(event);
        expect(run.actor.getSnapshot().value, path.leaves.join(' ')).toEqual(path.state);
        run.actor.stop();
      }
      console.info(`${name}: ${paths.length} paths`);
    },
  );
});
