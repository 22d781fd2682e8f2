import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { diagramMarkdown } from '../../machines/qa/diagram-markdown';
import { diagramPathOf } from '../../machines/support/machine-entry';

describe('checked-in diagrams', () => {
  it('lists each machine once, under its own id', () => {
    const names = machineRegistry.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of machineRegistry) expect(entry.machine.id).toBe(entry.name);
  });

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s matches its machine (run `npm run diagrams` after changing it)',
    async (_name, entry) => {
      const checkedIn = await readFile(diagramPathOf(entry), 'utf8').catch(() => '(missing)');
      expect(checkedIn).toBe(diagramMarkdown(entry));
    },
  );
});
