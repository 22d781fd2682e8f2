import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { prerenderedFolder } from '../../src/server/site/prerendered-pages';

/**
 * Every prerendered page (each public page in each language, as the build wrote it and the
 * server sends it) checked by the Nu Html Checker, the W3C's own (the `vnu-jar` package; it runs
 * on Java, which CI installs): no error. Its CSS checker lags behind the CSS that browsers read:
 * the few declarations of Mantine's style sheets it does not know are listed below, and only
 * those are let through (docs/architecture/accessibility.md#valid-html).
 */
const clientDir = inject('e2eClientDir');
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** CSS the checker does not know yet, all of it in Mantine's style sheets. */
const cssTheCheckerLacks = [
  /^CSS: “container”: Property “container” doesn't exist\.$/,
  /^CSS: “text-box-trim”: Property “text-box-trim” doesn't exist\.$/,
  /^CSS: “text-box-edge”: Property “text-box-edge” doesn't exist\.$/,
  // Mantine's Loader writes `animation-delay: 0`, which every browser reads as 0s.
  /^CSS: “animation-delay”: “0” is not a “animation-delay” value\.$/,
];

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  extract?: string;
}

async function prerenderedPages(): Promise<string[]> {
  const folder = path.join(clientDir, prerenderedFolder);
  const languages = await readdir(folder);
  const pages = await Promise.all(
    languages.map(async (language) =>
      (await readdir(path.join(folder, language))).map((page) => path.join(folder, language, page)),
    ),
  );
  return pages.flat().filter((page) => page.endsWith('.html'));
}

describe('valid HTML', () => {
  it('the W3C checker finds no error on any prerendered page', { timeout: 120_000 }, async () => {
    const pages = await prerenderedPages();
    // The home page, the wizard's, help, the landing page and the three legal texts, each twice.
    expect(pages.length).toBeGreaterThanOrEqual(14);
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
    const errors = messages
      .filter((found) => found.type !== 'info')
      .filter((found) => !cssTheCheckerLacks.some((known) => known.test(found.message)))
      .map(
        (found) =>
          `${path.relative(clientDir, new URL(found.url).pathname)}: ${found.message} ${found.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  });
});
