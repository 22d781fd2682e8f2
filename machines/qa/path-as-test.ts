import type { QaPath } from './qa-paths';

/**
 * A QA path as a Vitest test to paste under test/machines/: it imports the machine, plays the
 * path's events on a fresh actor whose calls the path answers, and asserts the state reached.
 */

interface MachineSource {
  /** The registry name (`individualCart`): the machine is exported as `${name}Machine`. */
  name: string;
  /** Its folder under machines/ (`individual-cart`). */
  folder: string;
}

const errorMark = '__qaPathError__';

/**
 * A value as TypeScript source: JSON, with an `Error` written as `new Error('…')`; a machine
 * with no input (the quotation) has `undefined`, which JSON does not write.
 */
function sourceOf(value: unknown): string {
  if (value === undefined) return 'undefined';
  const json = JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error ? { [errorMark]: inner.message } : inner,
  );
  return json.replace(
    new RegExp(`\\{"${errorMark}":("(?:[^"\\\\]|\\\\.)*")\\}`, 'g'),
    (_match, message: string) => `new Error(${message})`,
  );
}

export function pathAsTest({ name, folder }: MachineSource, path: QaPath): string {
  const machine = `${name}Machine`;
  const reached = path.leaves.join(' + ');
  return [
    `// QA path of ${name} to ${reached} (start: ${path.start}). Save under test/machines/.`,
    `import { expect, it } from 'vitest';`,
    `import { ${machine} } from '../../machines/${folder}/${folder}.machine';`,
    `import { startOnPathFakes } from '../../machines/qa/drive-path';`,
    ``,
    `it(${sourceOf(`${name} reaches ${reached}`)}, async () => {`,
    `  const run = startOnPathFakes(${machine}, ${sourceOf(path.input)});`,
    ...path.events.map((event) => `  await run.play(${sourceOf(event)});`),
    `  expect(run.actor.getSnapshot().value).toEqual(${sourceOf(path.state)});`,
    `  run.actor.stop();`,
    `});`,
    ``,
  ].join('\n');
}
