import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { entryOf, machineRegistry } from '../../../machines/registry';
import { mermaidId } from '../../../machines/qa/to-mermaid';
import { overviewSvg } from '../../../machines/qa/overview-svg';
import { diagramWords, lineLengths } from '../../../src/web/qa-page/diagram-words';
import { flowsStrings } from '../../../src/web/strings/areas/flows';
import { flowsDescriptionsStrings } from '../../../src/web/strings/areas/flows-descriptions';
import { codeLike } from '../../support/code-like';

const cart = entryOf('individualCart').machine;
const states = (node: AnyStateNode) => Object.values(node.states as Record<string, AnyStateNode>);
/** The states drawn, by the id each state's group carries. */
const drawn = (svg: string) =>
  [...svg.matchAll(/<g class="node[^"]*" id="overview-(\w+)-\d+"/g)].map((m) => m[1]);
/** Each state's label as the reader sees it, its lines joined. */
const labelsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
const widthOf = (svg: string) => Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);

const words = (locale: 'es' | 'en') => {
  const texts: Record<string, string> = {
    ...flowsStrings[locale],
    ...flowsDescriptionsStrings[locale],
  };
  return diagramWords((key) => texts[key], lineLengths.overview);
};

/** Every state an overview can open: the machine's root and each state with states inside. */
const openable = (machine: AnyStateMachine): string[] => {
  const visit = (node: AnyStateNode): string[] =>
    states(node)
      .filter((child) => states(child).length > 0)
      .flatMap((child) => [child.id, ...visit(child)]);
  return [machine.id, ...visit(machine.root)];
};

/** A phone's frame (356 px at 390×844) at the smallest readable scale (12 px labels of 16). */
const phoneFrameInDrawingUnits = 356 / 0.75;

describe('an overview: one state drawn alone in one column, its own states closed', () => {
  it("draws the machine's first states only, the first on top, each closed one noted, the live state's holder highlighted", () => {
    const emission = cart.getStateNodeById('individualCart.emission');
    const svg = overviewSvg(cart, cart.id, {
      activeStateIds: ['individualCart.emission.retryAvailable'],
    });
    expect(drawn(svg).sort()).toEqual(states(cart.root).map(mermaidId).sort());
    expect(drawn(svg)[0]).toBe(mermaidId(cart.root.initial!.target[0]!));
    expect(svg).toMatch(
      new RegExp(
        `<g class="node active" id="overview-${mermaidId(emission)}-\\d+">.*?has states inside`,
      ),
    );
    expect(svg.match(/class="node active"/g)).toHaveLength(1);
  });

  it('opens a closed state: its own states, and the arrows between them', () => {
    const emission = cart.getStateNodeById('individualCart.emission');
    const svg = overviewSvg(cart, emission.id);
    expect(drawn(svg).sort()).toEqual(states(emission).map(mermaidId).sort());
    // One arrow per pair of states, at least one to each state but the first.
    expect(svg.match(/marker-end=/g)!.length).toBeGreaterThanOrEqual(states(emission).length);
  });

  it('stacks the regions of a parallel machine', () => {
    const app = entryOf('app').machine;
    expect(drawn(overviewSvg(app, app.id)).sort()).toEqual(states(app.root).map(mermaidId).sort());
  });

  it.each(
    machineRegistry.flatMap(({ name, machine }) =>
      (['es', 'en'] as const).map((locale) => ({ name, machine, locale })),
    ),
  )(
    '$name ($locale): every overview fits a phone frame with 12 px labels, in plain words',
    ({ machine, locale }) => {
      for (const opened of openable(machine)) {
        const svg = overviewSvg(machine, opened, { words: words(locale) });
        expect(widthOf(svg), opened).toBeLessThanOrEqual(phoneFrameInDrawingUnits);
        expect(svg).toContain('font-size="16"');
        expect(codeLike(labelsOf(svg)), opened).toEqual([]);
      }
    },
  );

  it.each([
    ['es', '→ Abre la página de gracias'],
    ['en', '→ Opens the thank-you page'],
  ] as const)(
    "the app's purchase says which page each of its states leads to (%s)",
    (locale, page) => {
      const app = entryOf('app').machine;
      const svg = overviewSvg(app, 'app.purchase', { words: words(locale) });
      const cart = new RegExp(
        `id="overview-app_purchase_individualCart-\\d+">.*?<text[^>]*>(.*?)</text>`,
      )
        .exec(svg)![1]!
        .replace(/<[^>]+>/g, '');
      expect(cart.replace(/\s+/g, ' ')).toContain(page);
    },
  );
});
