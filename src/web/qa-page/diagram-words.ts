import type { AnyStateNode } from 'xstate';
import {
  namedActions,
  spawnedNames,
  type DiagramWords,
  type NamedAction,
} from '../../../machines/qa/to-mermaid';
import { clientRoutes } from '../../domain/site/routes';
import { guardLabel, plainWords, type GuardWords } from '../../../machines/support/transitions';

/** A /flows text by key: undefined for a name with no description. */
export type FlowsLookup = (key: string) => string | undefined;

/** Characters per drawn line: a label wraps so a state's box stays narrow. */
export const lineLengths = { whole: 26, overview: 16 } as const;

/** Breaks a label into lines of about `lineLength` characters (Mermaid draws `<br/>`). */
function wrappedAt(lineLength: number, text: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < lineLength)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  // The space stays: a label's text reads as words, not 'step<br/>next' run together.
  return lines.join(' <br/>');
}

/** 'El vehículo no está financiado.' → 'el vehículo no está financiado': a part of a label. */
const clause = (sentence: string) =>
  sentence.replace(/\.$/, '').replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase());

/**
 * The words /flows draws a machine with: every state, event, guard, actor and wait by its
 * description in the flows-descriptions area (one home for them, in both languages), never
 * by its name in the code; the actions that matter (those described there: navigations, with
 * the page they open, calls, e-mails) after `→` on their arrow or beside their state. `test/unit/diagram-words.test.ts` checks every label. An overview
 * wraps its labels shorter (`lineLengths`): its states stand in a column as narrow as a phone.
 */
export function diagramWords(
  text: FlowsLookup,
  lineLength: number = lineLengths.whole,
): DiagramWords {
  const wrapped = (label: string) => wrappedAt(lineLength, label);
  const word = (key: string) => text(`flows.label.${key}`) ?? key;
  const describe = (kind: 'state' | 'guard' | 'event' | 'actor' | 'delay', name: string) =>
    text(`flows.${kind}.${name}`) ?? plainWords(name);
  const guardWords: GuardWords = {
    name: (guard) => clause(describe('guard', guard)),
    and: word('and'),
    or: word('or'),
    not: word('not'),
  };
  const actor = (name: string) => clause(describe('actor', name));
  const starts = (actors: readonly string[]) => `${word('starts')} ${actors.map(actor).join(', ')}`;

  const eventText = (type: string): string => {
    if (type === '') return word('always');
    const after = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
    if (after)
      return `${word('after')} ${/^\d+$/.test(after) ? `${Number(after) / 1000} s` : clause(describe('delay', after))}`;
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (answer) return `${word(answer[1]!)}: ${actor(answer[2]!)}`;
    if (type.startsWith('xstate.done.state.')) return word('finished');
    return describe('event', type);
  };

  // A navigation names its page: a constant one by its description, else the page asked for.
  const page = (route: unknown) => {
    const name = Object.entries(clientRoutes).find(([, path]) => path === route)?.[0];
    return (name && text(`flows.page.${name}`)) ?? word('askedPage');
  };
  const action = ({ name, params }: NamedAction) =>
    text(`flows.action.${name}`)?.replace('{page}', page(params));
  const doneBy = (actions: readonly unknown[]) =>
    namedActions(actions).flatMap((named) => {
      const described = action(named);
      return described ? [`→ ${described}`] : [];
    });

  return {
    state: (node: AnyStateNode) => wrapped(describe('state', node.path.join('.'))),
    arrow(transition, spawned) {
      const guard = guardLabel(transition.guard, guardWords);
      const parts = [
        eventText(transition.eventType),
        guard && `[${guard}]`,
        spawned.length > 0 && starts(spawned),
        ...doneBy(transition.actions),
      ];
      return wrapped(parts.filter(Boolean).join(' '));
    },
    does: (actions) => doneBy(actions).map(wrapped),
    invokes: (name) => wrapped(`${word('invokes')} ${actor(name)}`),
    starts: (actors) => wrapped(starts(actors)),
    // The state's description is its name here.
    note: () => undefined,
    anyState: word('anyState'),
    restart: word('restart'),
    closed: wrapped(word('closed')),
    parallelRoot(node) {
      const spawned = spawnedNames(node, node.entry);
      const title = word('parallel');
      return wrapped(spawned.length > 0 ? `${title}: ${starts(spawned)}` : title);
    },
  };
}
