import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, guardLabel, transitionsFrom } from '../support/transitions';

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's definition (its `root`), so the diagram
 * can never disagree with the code. Arrows carry the event and the guard in plain words
 * (`event [insurer is not hdi and buyer is going back]`); eventless skips read `always [guard]`,
 * delays `after 2000ms`, actor results `done x`/`error x`. Every arrow starts at the state that
 * defines the transition; `test/machines/diagram-transitions.test.ts` reads them back.
 */

/** The words a diagram is drawn with: the code's names by default, plain language on /flows. */
export interface DiagramWords {
  state(node: AnyStateNode): string;
  /** An arrow's label; `spawned` names the actors its actions start. */
  arrow(transition: AnyTransitionDefinition, spawned: readonly string[]): string;
  invokes(actor: string): string;
  /** A note beside a state, if any: in the code's words, the state's own `description`. */
  note(node: AnyStateNode): string | undefined;
  starts(actors: readonly string[]): string;
  anyState: string;
  /** The machine's root as an arrow's target: the flow starts over from its first state. */
  restart: string;
  /** The name of a parallel root (its regions run side by side). */
  parallelRoot(node: AnyStateNode): string;
  /**
   * The actions that matter to a reader in an action list (navigations, calls, e-mails), each
   * as a note (`→ opens the results`) drawn beside the state that runs them; none are drawn
   * when none is described.
   */
  does(actions: readonly unknown[]): string[];
  /** The note on a state drawn closed, its own states hidden (overview-svg.ts): open it to see them. */
  closed: string;
}

export interface MermaidOptions {
  words?: DiagramWords;
}

const indentUnit = '  ';

/** A state's Mermaid id, from its id: Mermaid ids allow letters, digits and underscores only. */
const mermaidIdOf = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');

export const mermaidId = (node: AnyStateNode): string => mermaidIdOf(node.id);

/**
 * The drawn box of a state (by its id) in Mermaid's SVG, whose ids read
 * `<render id>-state-<Mermaid id>-<n>`: a Mermaid id has no '-', so the match is exact.
 */
export const drawnStateSelector = (stateId: string) =>
  `g.node[id*="-state-${mermaidIdOf(stateId)}-"]`;

/** The synthetic source inside a composite of the transitions it accepts in any of its states. */
export const anyStateId = (node: AnyStateNode) => `${mermaidId(node)}__any`;

function pathOf(node: AnyStateNode): AnyStateNode[] {
  const path: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    path.unshift(current);
  }
  return path;
}

interface Arrow {
  /** The node whose block holds the arrow (the lowest common ancestor of its ends). */
  block: AnyStateNode;
  from: string;
  to: string;
  label: string;
}

/** `event [guard in plain words]`: the arrow's label, read back by the diagram test. */
export function arrowLabel(transition: AnyTransitionDefinition): string {
  return codeWords.arrow(transition, spawnedNames(transition.source, transition.actions));
}

/** The developers' words: state keys, event types, guard names split into words. */
export const codeWords: DiagramWords = {
  state: (node) => node.key,
  arrow(transition, spawned) {
    const guard = guardLabel(transition.guard);
    const starts = spawned.length > 0 ? codeWords.starts(spawned) : undefined;
    return [eventLabel(transition.eventType), guard && `[${guard}]`, starts]
      .filter(Boolean)
      .join(' ');
  },
  invokes: (actor) => `invokes ${actor}`,
  // The checked-in .diagram.md files draw events, guards and calls; /flows adds the actions.
  does: () => [],
  note: (node) => node.description,
  starts: (actors) => `starts ${actors.join(', ')}`,
  anyState: 'any state',
  restart: 'restart',
  closed: 'has states inside',
  parallelRoot(node) {
    // A composite state takes no description line: what it starts goes in its name.
    const spawned = spawnedNames(node, node.entry);
    return spawned.length > 0 ? `${node.key}: ${codeWords.starts(spawned)}` : node.key;
  },
};

/** Mermaid ends a label at ';', reads '#' as an entity and a quote as the name's end. */
const safe = (text: string) => text.replace(/[;#]/g, ' ').replace(/"/g, '”');

function arrowsOf(transition: AnyTransitionDefinition, words: DiagramWords): Arrow[] {
  const source = transition.source;
  const targets = transition.target?.length ? transition.target : [source];
  return targets.map((target) => {
    const sourcePath = pathOf(source);
    const targetPath = pathOf(target);
    let shared = 0;
    while (sourcePath[shared] && sourcePath[shared] === targetPath[shared]) shared += 1;
    const label = safe(
      words.arrow(transition, spawnedNames(transition.source, transition.actions)),
    );
    if (target === source) {
      // A self-transition: a loop on the state (the root's own events leave 'any state').
      const block = source.parent ?? source;
      const from = source.parent ? mermaidId(source) : anyStateId(source);
      return { block, from, to: mermaidId(source), label };
    }
    if (shared === sourcePath.length) {
      // A composite's event that enters one of its own states: Mermaid cannot draw an arrow
      // from a composite into itself, so it leaves the composite's 'any state' marker inside it.
      return { block: source, from: anyStateId(source), to: mermaidId(target), label };
    }
    // Mermaid draws an arrow between states of different composites when it is written in
    // their lowest common ancestor's block, so each arrow starts at its real source state.
    return {
      block: sourcePath[shared - 1]!,
      from: mermaidId(source),
      to: mermaidId(target),
      label,
    };
  });
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

/** The actors an action list spawns (`spawnChild`, inline or named in `setup`). */
export function spawnedNames(node: AnyStateNode, actions: readonly unknown[]): string[] {
  const implementations = node.machine.implementations.actions as Record<string, unknown>;
  return actions.flatMap((action) => {
    const named = typeof action === 'string' ? action : (action as { type?: unknown }).type;
    const resolved =
      typeof named === 'string' && named in implementations ? implementations[named] : action;
    const spawn = resolved as { type?: unknown; src?: unknown };
    return spawn.type === 'xstate.spawnChild' && typeof spawn.src === 'string' ? [spawn.src] : [];
  });
}

export /** An action named in the machine's setup, with its params when they are a constant. */
interface NamedAction {
  name: string;
  params?: unknown;
}

/** The named actions of an action list (`'storePath'`, `{ type: 'navigate', params }`). */
export function namedActions(actions: readonly unknown[]): NamedAction[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [{ name: action }];
    const { type, params } = action as { type?: unknown; params?: unknown };
    if (typeof type !== 'string' || type.startsWith('xstate.')) return [];
    return [{ name: type, params: typeof params === 'function' ? undefined : params }];
  });
}

export function invokedNames(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
}

interface Drawing {
  arrowsByBlock: Map<AnyStateNode, Arrow[]>;
  words: DiagramWords;
}

function blockLines(node: AnyStateNode, drawing: Drawing, depth: number): string[] {
  const pad = indentUnit.repeat(depth);
  const lines: string[] = [];
  const children = childrenOf(node);
  if (node.type !== 'parallel' && node.initial?.target[0]) {
    lines.push(`${pad}[*] --> ${mermaidId(node.initial.target[0])}`);
  }
  const arrows = drawing.arrowsByBlock.get(node) ?? [];
  if (arrows.some((arrow) => arrow.from === anyStateId(node))) {
    lines.push(`${pad}state "${safe(drawing.words.anyState)}" as ${anyStateId(node)}`);
  }
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
    lines.push(...stateLines(child, drawing, depth));
  });
  for (const arrow of arrows) {
    lines.push(`${pad}${arrow.from} --> ${arrow.to} : ${arrow.label}`);
  }
  return lines;
}

function stateLines(node: AnyStateNode, drawing: Drawing, depth: number): string[] {
  const pad = indentUnit.repeat(depth);
  const id = mermaidId(node);
  const { words } = drawing;
  const lines = [`${pad}state "${safe(words.state(node))}" as ${id}`];
  const notes = [
    ...invokedNames(node).map((name) => words.invokes(name)),
    ...spawnedNames(node, node.entry).map((name) => words.starts([name])),
    ...words.does(node.entry),
    ...[words.note(node) ?? []].flat(),
  ].map(safe);
  if (childrenOf(node).length > 0) {
    // Mermaid refuses a description line on a composite state: its notes sit beside it.
    lines.push(`${pad}state ${id} {`, ...blockLines(node, drawing, depth + 1), `${pad}}`);
    // The block form: a one-line note ends at its second ':'.
    for (const note of notes) {
      lines.push(`${pad}note right of ${id}`, `${pad}${indentUnit}${note}`, `${pad}end note`);
    }
  } else {
    for (const note of notes) lines.push(`${pad}${id} : ${note}`);
  }
  if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  const words = options.words ?? codeWords;
  const arrowsByBlock = new Map<AnyStateNode, Arrow[]>();
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsFrom(node)) {
      for (const arrow of arrowsOf(transition, words)) {
        arrowsByBlock.set(arrow.block, [...(arrowsByBlock.get(arrow.block) ?? []), arrow]);
      }
    }
    childrenOf(node).forEach(visit);
  };
  visit(machine.root);
  const rootArrows = arrowsByBlock.get(machine.root) ?? [];
  const rootId = mermaidId(machine.root);
  const lines = ['stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid draws regions ('--') only inside a composite state: the root becomes one, and
    // its own arrows (the root's events) point at it from outside.
    const { root } = machine;
    const regions = new Map(arrowsByBlock);
    regions.delete(root);
    if (rootArrows.some((arrow) => arrow.from === anyStateId(root))) {
      lines.push(`${indentUnit}state "${safe(words.anyState)}" as ${anyStateId(root)}`);
    }
    lines.push(
      `${indentUnit}state "${safe(words.parallelRoot(root))}" as ${mermaidId(root)} {`,
      ...blockLines(root, { arrowsByBlock: regions, words }, 2),
      `${indentUnit}}`,
      ...rootArrows.map((arrow) => `${indentUnit}${arrow.from} --> ${arrow.to} : ${arrow.label}`),
    );
  } else {
    const restarts = [...arrowsByBlock.values()].flat().some((arrow) => arrow.to === rootId);
    if (restarts) lines.push(`${indentUnit}state "${safe(words.restart)}" as ${rootId}`);
    lines.push(...blockLines(machine.root, { arrowsByBlock, words }, 1));
  }
  return `${lines.join('\n')}\n`;
}
