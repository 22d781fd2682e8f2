import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';

// Loaded by URL: the rule is plain JavaScript beside eslint.config.js, without type declarations.
const ruleUrl = new URL('../../../eslint/no-import-cycle.js', import.meta.url).href;
const { default: importCycles } = (await import(ruleUrl)) as { default: ESLint.Plugin };

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Writes the files into a fresh folder and lints them with the repository's cycle rule only. */
async function lint(files: Record<string, string>) {
  folder = await mkdtemp(path.join(tmpdir(), 'import-cycle-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  const eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { cotizauto: importCycles },
        rules: { 'cotizauto/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['*.ts']);
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.basename(result.filePath),
      rule: message.ruleId,
      message: message.message,
    })),
  );
}

describe('ESLint forbids import cycles', () => {
  it('fails on two modules that import each other', async () => {
    const problems = await lint({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(problems).toEqual([
      {
        file: 'a.ts',
        rule: 'cotizauto/no-import-cycle',
        message: expect.stringContaining('a.ts → b.ts → a.ts'),
      },
      {
        file: 'b.ts',
        rule: 'cotizauto/no-import-cycle',
        message: expect.stringContaining('b.ts → a.ts → b.ts'),
      },
    ]);
  });

  it('fails on a cycle closed by a type-only import, through a third module', async () => {
    const problems = await lint({
      'area.ts':
        "import type { Options } from './routes';\nexport const area = (options: Options) => options;\n",
      'list.ts': "import { area } from './area';\nexport const areas = [area];\n",
      'routes.ts':
        "import { areas } from './list';\nexport interface Options { areas: typeof areas }\n",
    });
    expect(problems.map(({ file }) => file)).toEqual(['area.ts', 'list.ts', 'routes.ts']);
    expect(problems[0]?.message).toContain('area.ts → routes.ts → list.ts → area.ts');
  });

  it('passes once the shared type has a module of its own', async () => {
    const problems = await lint({
      'options.ts': 'export interface Options { name: string }\n',
      'area.ts':
        "import type { Options } from './options';\nexport const area = (options: Options) => options;\n",
      'routes.ts':
        "import type { Options } from './options';\nimport { area } from './area';\nexport const areas: Array<(options: Options) => Options> = [area];\n",
    });
    expect(problems).toEqual([]);
  });
});
