import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startVitest } from 'vitest/node';
import { entryOf } from '../../../machines/registry';
import { machineWalks } from '../../../machines/qa/walks';
import { pathsToEveryState, type QaPath } from '../../../machines/qa/qa-paths';
import { pathAsTest } from '../../../machines/qa/path-as-test';
import { errorEvent } from '../../../machines/qa/model-walk';

/** The generated tests are written where QA pastes them: test/machines/. */
const written: string[] = [];
afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

function pathsOf(name: string) {
  return pathsToEveryState(entryOf(name).machine, machineWalks[name]!());
}

const reaching = (paths: QaPath[], leaf: string) => {
  const path = paths.find((candidate) => candidate.leaves.includes(leaf));
  if (!path) throw new Error(`No QA path reaches ${leaf}`);
  return path;
};

describe("'Copiar como prueba'", () => {
  it('gives tests that Vitest runs green: every QA path of every machine, and a failed call', async () => {
    const everyPath = Object.keys(machineWalks).flatMap((name) =>
      pathsOf(name).map((path) => ({ name, path })),
    );
    const address = reaching(pathsOf('individualCart'), 'address');
    const chosen = [
      // A failed call (the address stays, without its neighbourhoods): written as `new Error`.
      {
        name: 'individualCart',
        path: {
          ...address,
          events: [...address.events, errorEvent('loadPostalLocation', new Error('Sin conexión'))],
        },
      },
      ...everyPath,
    ];
    const texts = chosen.map(({ name, path }) => pathAsTest(entryOf(name), path));
    expect(texts[0]).toContain('new Error("Sin conexión")');
    expect(texts[0]).toContain(
      "import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';",
    );
    for (const text of texts) {
      const file = resolve(`test/machines/qa-path-${randomUUID()}.test.ts`);
      writeFileSync(file, text);
      written.push(file);
    }

    const vitest = await startVitest('test', written, {
      watch: false,
      project: ['node'],
      reporters: [],
    });
    const exitCode = process.exitCode;
    // A green run leaves the exit code alone; this run's outcome is asserted below.
    process.exitCode = undefined;
    const files = vitest.state.getFiles();
    await vitest.close();
    expect(files.map((file) => file.filepath).sort()).toEqual([...written].sort());
    expect(files.map((file) => file.result?.state)).toEqual(Array(chosen.length).fill('pass'));
    const tests = files.flatMap((file) => file.tasks);
    expect(tests.map((test) => test.result?.state)).toEqual(Array(chosen.length).fill('pass'));
    expect(exitCode ?? 0).toBe(0);
  }, 300_000);
});
