import { createRequire } from 'node:module';
import type { Mermaid } from 'mermaid';
import { chromium } from 'playwright-core';
import type { MachineEntry } from '../machines/support/machine-entry';
import { languages, type Language } from '../src/domain/site/languages';
import { diagramSvgId, wholeDiagramText, withSourceHash } from './diagram-svgs';

export interface RenderedSvg {
  name: string;
  language: Language;
  svg: string;
}

declare global {
  interface Window {
    mermaid: Mermaid;
  }
}

/**
 * Every machine's whole drawing in every language, rendered by Mermaid in headless Chromium
 * (Debian's, or the one CHROMIUM_PATH names) as /flows used to in the visitor's browser, with the
 * same settings. One drawing at a time: Mermaid's concurrent renders interfere.
 */
export async function renderDiagramSvgs(entries: readonly MachineEntry[]): Promise<RenderedSvg[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
    await page.addScriptTag({ path: mermaidScript });
    await page.evaluate(() =>
      window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' }),
    );
    const rendered: RenderedSvg[] = [];
    for (const { name, machine } of entries)
      for (const language of languages) {
        const text = wholeDiagramText(machine, language);
        const svg = await page.evaluate(
          async ([id, source]) => {
            // Mermaid names a parallel state's regions at random: a seeded random (mulberry32)
            // names them the same on every run, so an unchanged machine's file stays unchanged.
            let seed = 1;
            Math.random = () => {
              seed = (seed + 0x6d2b79f5) | 0;
              let mixed = Math.imul(seed ^ (seed >>> 15), seed | 1);
              mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
              return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
            };
            return (await window.mermaid.render(id, source)).svg;
          },
          [diagramSvgId(name, language), text] as const,
        );
        rendered.push({ name, language, svg: withSourceHash(svg, text) });
      }
    return rendered;
  } finally {
    await browser.close();
  }
}
