import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Loaded by URL: plain JavaScript beside eslint.config.js, without type declarations.
const layersUrl = new URL('../../../eslint/web-layers.js', import.meta.url).href;
const { webApp, webFeatures, webShared } = (await import(layersUrl)) as {
  webApp: string[];
  webFeatures: Record<string, string[]>;
  webShared: string[];
};

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The import-rule messages the repository's own ESLint config gives `file` importing `from`. */
async function importProblems(file: string, from: string) {
  const code = `import { thing } from '${from}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe("ESLint keeps src/web's layers: app → features → shared", () => {
  it('refuses a feature importing another feature', async () => {
    expect(await importProblems('src/web/cart/cart-view.tsx', '../results/quote-cards')).toEqual([
      expect.stringContaining('only the features listed for it'),
    ]);
    expect(
      await importProblems('src/web/wizard/wizard-steps.tsx', '../results/quote-bar'),
    ).toHaveLength(1);
  });

  it('lets a feature import the shared folders and the features listed for it', async () => {
    expect(await importProblems('src/web/cart/no-cart.tsx', '../components/titled-page')).toEqual(
      [],
    );
    expect(
      await importProblems('src/web/results/edit-quote-modal.tsx', '../wizard/gender-choice'),
    ).toEqual([]);
    expect(
      await importProblems('src/web/account/pay-now-section.tsx', '../cart/step-form'),
    ).toEqual([]);
  });

  it('refuses a feature or a shared folder importing a page or the router', async () => {
    expect(
      await importProblems('src/web/results/help-panel.tsx', '../pages/help-page'),
    ).toHaveLength(1);
    expect(await importProblems('src/web/shell/header.tsx', '../router')).toHaveLength(1);
  });

  it('refuses a shared folder importing a feature, at any depth', async () => {
    expect(await importProblems('src/web/shell/footer.tsx', '../legal/legal-page')).toEqual([
      expect.stringContaining('imports only other shared folders'),
    ]);
    expect(
      await importProblems('src/web/strings/page-text/results.ts', '../../results/quote-bar'),
    ).toHaveLength(1);
  });

  it('lets a page import any feature', async () => {
    expect(await importProblems('src/web/pages/home.tsx', '../results/quote-bar')).toEqual([]);
  });

  it('places every folder of src/web in one layer', () => {
    const folders = readdirSync(path.join(root, 'src/web'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const placed = [...webApp, ...Object.keys(webFeatures), ...webShared];
    expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
  });
});
