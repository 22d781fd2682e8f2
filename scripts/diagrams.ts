import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { machineRegistry } from '../machines/registry';
import { diagramMarkdown } from '../machines/qa/diagram-markdown';
import { diagramPathOf } from '../machines/support/machine-entry';

/** Writes machines/<name>/<name>.diagram.md for every registered machine. */
for (const entry of machineRegistry) {
  const file = path.resolve(diagramPathOf(entry));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, diagramMarkdown(entry));
  console.log(`wrote ${diagramPathOf(entry)}`);
}
