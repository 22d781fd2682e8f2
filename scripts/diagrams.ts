import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { machineRegistry } from '../machines/registry';
import { diagramMarkdown } from '../machines/qa/diagram-markdown';
import { diagramPathOf } from '../machines/support/machine-entry';
import { diagramSvgFolder, diagramSvgPathOf } from './diagram-svgs';
import { renderDiagramSvgs } from './render-diagram-svgs';

/**
 * Writes machines/<name>/<name>.diagram.md for every registered machine, and the drawings /flows
 * shows of each (src/web/qa-page/diagrams/<name>.<language>.svg), rendered in headless Chromium.
 */
for (const entry of machineRegistry) {
  const file = path.resolve(diagramPathOf(entry));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, diagramMarkdown(entry));
  console.log(`wrote ${diagramPathOf(entry)}`);
}
await mkdir(diagramSvgFolder, { recursive: true });
for (const { name, language, svg } of await renderDiagramSvgs(machineRegistry)) {
  await writeFile(diagramSvgPathOf(name, language), `${svg}\n`);
  console.log(`wrote ${diagramSvgPathOf(name, language)}`);
}
