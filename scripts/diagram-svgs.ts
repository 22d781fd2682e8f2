import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../machines/qa/to-mermaid';
import type { Language } from '../src/domain/site/languages';
import { diagramWords } from '../src/web/qa-page/diagram-words';
import { flowsStrings } from '../src/web/strings/areas/flows';
import { flowsDescriptionsStrings } from '../src/web/strings/areas/flows-descriptions';

/**
 * The whole-machine drawings /flows shows, rendered ahead of time by `npm run diagrams` (Mermaid
 * in headless Chromium: render-diagram-svgs.ts) into one folder the client loads them from
 * (src/web/qa-page/diagram-svgs.ts). Each names the hash of the Mermaid text it was drawn from,
 * so a unit test tells a stale drawing without a browser.
 */
export const diagramSvgFolder = 'src/web/qa-page/diagrams';

export const diagramSvgPathOf = (name: string, language: Language) =>
  `${diagramSvgFolder}/${name}.${language}.svg`;

/** The id Mermaid renders a drawing to: its elements' ids start with it, the same on every run. */
export const diagramSvgId = (name: string, language: Language) => `diagram-${name}-${language}`;

/** The /flows words in one language (its areas' texts: flows and flows-descriptions). */
function flowsLookup(language: Language) {
  const texts: Partial<Record<string, string>> = {
    ...flowsStrings[language],
    ...flowsDescriptionsStrings[language],
  };
  return (key: string) => texts[key];
}

/** The Mermaid text of a machine's whole drawing in a language, no state highlighted. */
export const wholeDiagramText = (machine: AnyStateMachine, language: Language) =>
  toMermaid(machine, { words: diagramWords(flowsLookup(language)) });

export const sourceHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The hash a drawing was made from (its root's `data-source-hash`), if it names one. */
export const sourceHashIn = (svg: string) =>
  /^<svg [^>]*data-source-hash="([0-9a-f]+)"/.exec(svg)?.[1];

/** Mermaid's drawing with the hash of the text it was drawn from on its root element. */
export const withSourceHash = (svg: string, text: string) =>
  svg.replace(/^<svg /, `<svg data-source-hash="${sourceHash(text)}" `);
