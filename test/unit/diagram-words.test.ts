import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { toMermaid } from '../../machines/qa/to-mermaid';
import { definedTransitions, stateNodesOf } from '../../machines/support/transitions';
import { diagramWords } from '../../src/web/qa-page/diagram-words';
import { flowsStrings } from '../../src/web/strings/areas/flows';
import { flowsDescriptionsStrings } from '../../src/web/strings/areas/flows-descriptions';
import { codeLike } from '../support/code-like';

const lookup = (locale: 'es' | 'en') => {
  const texts: Record<string, string> = {
    ...flowsStrings[locale],
    ...flowsDescriptionsStrings[locale],
  };
  return (key: string) => texts[key];
};

/** Every text a reader sees in a Mermaid state diagram: state names, arrow labels, notes. */
function labelsOf(mermaid: string): string[] {
  const lines = mermaid.split('\n').map((line) => line.trim());
  const labels = lines.flatMap((line, index) => {
    const state = /^state "(.*)" as /.exec(line);
    if (state) return [state[1]!];
    const arrowOrNote = /^\S+(?: --> \S+)? : (.*)$/.exec(line);
    if (arrowOrNote) return [arrowOrNote[1]!];
    return lines[index - 1]?.startsWith('note right of') ? [line] : [];
  });
  return labels.map((label) => label.replaceAll(' <br/>', ' '));
}

/** The machine's own names: state keys, event types, guards and actors. */
function codeNamesOf(machine: (typeof machineRegistry)[number]['machine']): string[] {
  const transitions = definedTransitions(machine);
  const names = [
    ...stateNodesOf(machine).map((node) => node.key),
    ...transitions.map((transition) => transition.eventType).filter(Boolean),
    ...Object.keys(machine.implementations.guards),
    ...Object.keys(machine.implementations.actors),
  ];
  return [...new Set(names)];
}

describe('the /flows diagrams in plain words', () => {
  it.each(
    machineRegistry.flatMap((entry) =>
      (['es', 'en'] as const).map((locale) => [entry.name, locale, entry] as const),
    ),
  )('%s (%s): no label is a name from the code', (_name, locale, entry) => {
    const mermaid = toMermaid(entry.machine, { words: diagramWords(lookup(locale)) });
    const labels = labelsOf(mermaid);
    // Mermaid draws a state it was not told the name of by its id.
    const named = new Set([...mermaid.matchAll(/ as (\w+)/g)].map((match) => match[1]));
    const ends = [...mermaid.matchAll(/(\w+) --> (\w+)/g)].flatMap((match) => [match[1], match[2]]);
    expect(ends.filter((end) => !named.has(end))).toEqual([]);
    // The diagram has its states and arrows: the check reads something.
    expect(labels.length).toBeGreaterThan(stateNodesOf(entry.machine).length);
    expect(codeLike(labels)).toEqual([]);
    const names = new Set(codeNamesOf(entry.machine).map((name) => name.toLowerCase()));
    const naming = labels.filter((label) => names.has(label.toLowerCase()));
    expect(naming).toEqual([]);
  });

  it('draws a state by its description and an arrow by its event and condition', () => {
    const cart = machineRegistry.find((entry) => entry.name === 'individualCart')!;
    const labels = labelsOf(toMermaid(cart.machine, { words: diagramWords(lookup('es')) }));
    expect(labels).toContain('El comprador puede reintentar la emisión.');
    expect(labels).toContain('Reintentar la emisión');
    expect(labels.some((label) => label.startsWith('Falló: la emisión de la póliza'))).toBe(true);
  });

  it.each([
    ['es', 'Listo: el carrito de persona física → Abre la página de gracias'],
    ['en', 'Done: the individual cart → Opens the thank-you page'],
  ] as const)(
    "draws what an arrow does that matters: the app's says which page follows which (%s)",
    (locale, afterTheCart) => {
      const app = machineRegistry.find((entry) => entry.name === 'app')!;
      const labels = labelsOf(toMermaid(app.machine, { words: diagramWords(lookup(locale)) }));
      expect(labels).toContain(afterTheCart);
      const navigations = labels.filter((label) => /→ (Abre|Opens) /.test(label));
      // The results, both carts, the thank-you page, the home page, the page the session asks.
      expect(navigations.length).toBeGreaterThanOrEqual(10);
    },
  );

  it('draws the e-mail a state sends and the calls a state makes on entry', () => {
    const labels = (name: string) =>
      labelsOf(
        toMermaid(machineRegistry.find((entry) => entry.name === name)!.machine, {
          words: diagramWords(lookup('es')),
        }),
      );
    expect(
      labels('session').some((label) => label.endsWith('→ Envía la cotización por correo')),
    ).toBe(true);
    expect(labels('quotation')).toContain('→ Pide su precio a cada aseguradora');
  });
});
