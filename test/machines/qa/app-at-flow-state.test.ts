import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { storedAppAt } from '../../../machines/qa/app-at-flow-state';
import { flowIds } from '../../../machines/app/app.types';
import { entryOf } from '../../../machines/registry';
import { machineWalks } from '../../../machines/qa/walks';
import { pathsToEveryState } from '../../../machines/qa/qa-paths';
import { startOnPathFakes } from '../../../machines/qa/drive-path';
import { readPersistedSnapshot } from '../../../machines/support/persistence';
import { restoredRunning } from '../../../machines/support/restorable';
import { startApp } from '../app/start-app';

/** The app and the flows it runs: 'Ir a este estado' opens the app with each in any QA path's state. */
const flowsOfTheApp = [...flowIds, 'app'];

const storageWith = (text: string) => {
  const items = new Map([['cotizauto.app', text]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe("'Ir a este estado': the app stored with a flow in a QA path's state", () => {
  it.each(flowsOfTheApp)(
    '%s: every QA path opens as a snapshot the app restores, running, in that state',
    { timeout: 240_000 },
    async (name) => {
      const entry = entryOf(name);
      const app = startApp();
      const paths = pathsToEveryState(entry.machine, machineWalks[name]!());
      const refused: string[] = [];
      for (const path of paths) {
        const run = startOnPathFakes(entry.machine, path.input);
        for (const event of path.events) await run.play(event);
        const stored = storedAppAt(
          app.actor as unknown as Actor<AnyStateMachine>,
          entry,
          run.actor,
          path.input,
        );
        run.actor.stop();
        const reached = path.leaves.join(' + ');
        if (!stored.ok) {
          refused.push(`${reached}: ${stored.problems.join('; ')}`);
          continue;
        }
        // Read back as a reload reads it: the fingerprint, the shapes, a running restore.
        const snapshot = readPersistedSnapshot(app.machine, {
          storage: storageWith(stored.text),
          key: 'cotizauto.app',
        });
        expect(snapshot, reached).toBeDefined();
        const restored = createActor(app.machine, { snapshot, input: undefined } as never);
        expect(restoredRunning(restored), reached).toBe(true);
        const children = restored.getSnapshot().children as Record<string, AnyActorRef>;
        const shown = name === 'app' ? restored : children[name]!;
        expect(shown.getSnapshot().value, reached).toEqual(path.state);
      }
      app.actor.stop();
      expect(refused).toEqual([]);
      console.info(`${name}: ${paths.length} paths open in the app`);
    },
  );
});
