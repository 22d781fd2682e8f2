import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { languages } from '../../src/domain/site/languages';
import {
  diagramSvgFolder,
  diagramSvgId,
  diagramSvgPathOf,
  sourceHash,
  sourceHashIn,
  wholeDiagramText,
} from '../../scripts/diagram-svgs';

const drawings = machineRegistry.flatMap(({ name, machine }) =>
  languages.map((language) => ({
    name,
    machine,
    language,
    file: diagramSvgPathOf(name, language),
  })),
);

/**
 * The drawings /flows shows are rendered ahead of time (`npm run diagrams`); each names the
 * hash of the Mermaid text it was drawn from, so a machine or a word changed since says so here.
 */
describe('the committed /flows drawings', () => {
  it.each(drawings)(
    '$file is drawn from the current $name machine in $language',
    ({ name, machine, language, file }) => {
      expect(existsSync(file), `${file} is missing: run npm run diagrams`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(sourceHashIn(svg), `${file} is stale: run npm run diagrams`).toBe(
        sourceHash(wholeDiagramText(machine, language)),
      );
      // Its elements' ids are the ones /flows finds the live state by.
      expect(svg).toContain(`id="${diagramSvgId(name, language)}"`);
    },
  );

  it('holds no drawing of a machine that is gone', () => {
    const expected = new Set(drawings.map(({ file }) => file));
    const extra = readdirSync(diagramSvgFolder)
      .map((file) => `${diagramSvgFolder}/${file}`)
      .filter((file) => !expected.has(file));
    expect(extra, 'run npm run diagrams and delete these').toEqual([]);
  });
});
