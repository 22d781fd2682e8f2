import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  anyStateId,
  codeWords,
  invokedNames,
  mermaidId,
  spawnedNames,
  type DiagramWords,
} from './to-mermaid';
import { transitionsFrom } from '../support/transitions';

/**
 * An overview: one state of a machine too large to read whole, drawn alone as an SVG in one
 * column. Its states stand one under the other in the machine's order (each closed when it has
 * states of its own); an arrow to the next state runs straight down, every other arrow in a
 * lane to the right of the column, the lanes shared by arrows that do not overlap. It is as
 * narrow as its widest state plus its lanes however much the states branch, so it fits a
 * phone's frame with readable labels, and it is drawn without Mermaid (no layout to wait for).
 */

export interface OverviewOptions {
  /** State node ids to highlight (the live state of a running actor). */
  activeStateIds?: readonly string[];
  words?: DiagramWords;
  /** Makes the drawing's element ids unique on the page (its arrowhead, its states). */
  idPrefix?: string;
}

interface Box {
  /** The Mermaid-style id of the state drawn (or of the 'any state' marker). */
  id: string;
  lines: { text: string; note: boolean }[];
  final: boolean;
  active: boolean;
}

/** Sizes in the drawing's units: 16 px labels at scale 1, as Mermaid draws them. */
const size = {
  font: 16,
  line: 20,
  /** A generous mean glyph width: a box is never narrower than its longest line. */
  glyph: 9,
  padX: 12,
  padY: 10,
  gap: 30,
  lane: 12,
  port: 9,
  margin: 12,
  start: 7,
};

const childrenOf = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states as Record<string, AnyStateNode>);

const subtreeOf = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...childrenOf(node).flatMap(subtreeOf),
];

/**
 * What a state drawn closed, or a state of it, does that matters (the pages it opens, the calls
 * and e-mails it makes), each once: its arrows are unlabelled, so its box says it.
 */
function doneWithin(state: AnyStateNode, words: DiagramWords): string[] {
  const actions = subtreeOf(state).flatMap((node) => [
    ...node.entry,
    ...transitionsFrom(node).flatMap((transition) => transition.actions),
  ]);
  return doneOnce(actions, words);
}

const doneOnce = (actions: readonly unknown[], words: DiagramWords) => [
  ...new Set(words.does(actions)),
];

/** Whether `node` is `state` or one of its states. */
function holds(state: AnyStateNode, node: AnyStateNode): boolean {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current === state) return true;
  }
  return false;
}

/** A label's lines: words wraps them with `<br/>`. */
const linesOf = (label: string, note: boolean) =>
  label
    .split('<br/>')
    .map((text) => ({ text: text.trim(), note }))
    .filter((line) => line.text);

/** The states drawn, in column order (the first state on top), and the arrows between them. */
function overviewGraph(machine: AnyStateMachine, openedId: string, options: OverviewOptions) {
  const words = options.words ?? codeWords;
  const opened = openedId === machine.id ? machine.root : machine.getStateNodeById(openedId);
  const shown = childrenOf(opened);
  const holding = (node: AnyStateNode) => shown.find((child) => holds(child, node));
  const first = opened.type === 'parallel' ? undefined : opened.initial?.target[0];
  const firstShown = first && holding(first);
  const ordered = firstShown ? [firstShown, ...shown.filter((c) => c !== firstShown)] : shown;
  const active = new Set(
    (options.activeStateIds ?? []).flatMap((stateId) => {
      const holder = shown.find((c) => stateId === c.id || stateId.startsWith(`${c.id}.`));
      return holder ? [holder.id] : [];
    }),
  );
  const boxes: Box[] = ordered.map((child) => ({
    id: mermaidId(child),
    lines: [
      ...linesOf(words.state(child), false),
      ...[
        ...(childrenOf(child).length > 0 ? [words.closed] : []),
        ...invokedNames(child).map((name) => words.invokes(name)),
        ...spawnedNames(child, child.entry).map((name) => words.starts([name])),
        ...doneWithin(child, words),
      ].flatMap((note) => linesOf(note, true)),
    ],
    final: child.type === 'final',
    active: active.has(child.id),
  }));
  // Unlabelled, one per pair of states: the overview shows which step follows which; the
  // opened states and the whole diagram say when.
  const pairs = new Set<string>();
  for (const transition of subtreeOf(opened).flatMap(transitionsFrom)) {
    const from = transition.source === opened ? undefined : holding(transition.source);
    for (const target of transition.target?.length ? transition.target : [transition.source]) {
      const to = holding(target);
      if (!to || from === to) continue;
      pairs.add(`${from ? mermaidId(from) : anyStateId(opened)} ${mermaidId(to)}`);
    }
  }
  const fromAnyState = [...pairs].some((pair) => pair.startsWith(`${anyStateId(opened)} `));
  if (fromAnyState) {
    boxes.splice(firstShown ? 1 : 0, 0, {
      id: anyStateId(opened),
      lines: [
        ...linesOf(words.anyState, false),
        ...doneOnce(
          transitionsFrom(opened).flatMap((transition) => transition.actions),
          words,
        ).flatMap((note) => linesOf(note, true)),
      ],
      final: false,
      active: false,
    });
  }
  const index = new Map(boxes.map((box, at) => [box.id, at]));
  const arrows = [...pairs].map((pair) => pair.split(' ').map((id) => index.get(id)!));
  return { boxes, arrows: arrows as [number, number][], starts: firstShown !== undefined };
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Placed {
  top: number;
  height: number;
  width: number;
}

/**
 * Boxes one under the other, below the start mark; a box is tall enough for its text and for
 * the arrows that leave or enter it by its side to stand `size.port` apart.
 */
function placeBoxes(boxes: Box[], arrows: [number, number][], top: number): Placed[] {
  const ports = boxes.map(
    (_, at) => arrows.filter(([from, to]) => to !== from + 1 && (from === at || to === at)).length,
  );
  let y = top;
  return boxes.map((box, at) => {
    const longest = Math.max(...box.lines.map((line) => line.text.length));
    const placed = {
      top: y,
      height: Math.max(box.lines.length * size.line + 2 * size.padY, (ports[at]! + 1) * size.port),
      width: longest * size.glyph + 2 * size.padX,
    };
    y += placed.height + size.gap;
    return placed;
  });
}

interface Lane {
  from: number;
  to: number;
  fromY: number;
  toY: number;
  lane: number;
}

/**
 * The arrows that do not run straight down to the next state, each given a lane: the shortest
 * first and nearest the column, in the first lane where no other arrow's span overlaps its own.
 * They leave and enter a state at points spread along its right side, in the order of the other
 * end, so arrows to states above leave above those to states below.
 */
function laneArrows(arrows: [number, number][], placed: Placed[]): Lane[] {
  const sideways = arrows.filter(([from, to]) => to !== from + 1);
  const ports = placed.map(() => [] as { arrow: number; end: 'from' | 'to'; other: number }[]);
  sideways.forEach(([from, to], arrow) => {
    ports[from]!.push({ arrow, end: 'from', other: to });
    ports[to]!.push({ arrow, end: 'to', other: from });
  });
  const ys = sideways.map(() => ({ from: 0, to: 0 }));
  ports.forEach((list, box) => {
    list.sort((a, b) => a.other - b.other);
    list.forEach((port, at) => {
      const { top, height } = placed[box]!;
      ys[port.arrow]![port.end] = top + (height * (at + 1)) / (list.length + 1);
    });
  });
  const taken: [number, number][][] = [];
  return sideways
    .map(([from, to], arrow) => ({ from, to, fromY: ys[arrow]!.from, toY: ys[arrow]!.to }))
    .sort((a, b) => Math.abs(a.toY - a.fromY) - Math.abs(b.toY - b.fromY))
    .map((arrow) => {
      const span: [number, number] = [
        Math.min(arrow.fromY, arrow.toY) - size.lane / 2,
        Math.max(arrow.fromY, arrow.toY) + size.lane / 2,
      ];
      let lane = taken.findIndex((spans) => spans.every(([a, b]) => b < span[0] || a > span[1]));
      if (lane < 0) lane = taken.push([]) - 1;
      taken[lane]!.push(span);
      return { ...arrow, lane };
    });
}

function boxSvg(box: Box, place: Placed, axis: number, idPrefix: string, at: number): string {
  const left = axis - place.width / 2;
  const fill = box.active
    ? 'fill="#ffe08a" stroke="#8a5a00" stroke-width="3"'
    : 'fill="#eee" stroke="#555"';
  const inner = box.final
    ? `<rect x="${left + 3}" y="${place.top + 3}" width="${place.width - 6}" height="${place.height - 6}" rx="4" fill="none" stroke="#555"/>`
    : '';
  // A space ends each line but the last: the label's text reads as words, not 'step' + 'next'.
  const lines = box.lines
    .map(
      (line, row) =>
        `<tspan x="${axis}" y="${place.top + size.padY + size.line * row + size.font}"${line.note ? ' font-style="italic"' : ''}>${escaped(line.text)}${row < box.lines.length - 1 ? ' ' : ''}</tspan>`,
    )
    .join('');
  return (
    `<g class="node${box.active ? ' active' : ''}" id="${idPrefix}-${box.id}-${at}">` +
    `<rect x="${left}" y="${place.top}" width="${place.width}" height="${place.height}" rx="6" ${fill}/>` +
    inner +
    `<text text-anchor="middle" font-size="${size.font}" fill="#222">${lines}</text></g>`
  );
}

/** The overview of `openedId` (the machine's id for its first states) as an SVG document. */
export function overviewSvg(
  machine: AnyStateMachine,
  openedId: string,
  options: OverviewOptions = {},
): string {
  const idPrefix = options.idPrefix ?? 'overview';
  const { boxes, arrows, starts } = overviewGraph(machine, openedId, options);
  const top = size.margin + (starts ? 2 * size.start + size.gap : 0);
  const placed = placeBoxes(boxes, arrows, top);
  const widest = Math.max(...placed.map((place) => place.width));
  const axis = size.margin + widest / 2;
  const right = (box: number) => axis + placed[box]!.width / 2;
  const lanes = laneArrows(arrows, placed);
  const laneCount = Math.max(0, ...lanes.map((lane) => lane.lane + 1));
  const laneX = (lane: number) => axis + widest / 2 + size.lane * (lane + 1);
  const width = axis + widest / 2 + size.lane * (laneCount + 1) + size.margin;
  const last = placed.at(-1);
  const height = (last ? last.top + last.height : top) + size.margin;
  const marker = `${idPrefix}-arrow`;
  const line = (d: string) =>
    `<path d="${d}" fill="none" stroke="#333" stroke-width="1.5" marker-end="url(#${marker})"/>`;
  const down = arrows
    .filter(([from, to]) => to === from + 1)
    .map(([from, to]) =>
      line(`M${axis} ${placed[from]!.top + placed[from]!.height} V${placed[to]!.top}`),
    );
  const sideways = lanes.map(({ from, to, fromY, toY, lane }) =>
    line(`M${right(from)} ${fromY} H${laneX(lane)} V${toY} H${right(to)}`),
  );
  const start = starts
    ? [
        `<circle cx="${axis}" cy="${size.margin + size.start}" r="${size.start}" fill="#333"/>`,
        line(`M${axis} ${size.margin + 2 * size.start} V${top}`),
      ]
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif">`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#333"/></marker></defs>`,
    ...start,
    ...down,
    ...sideways,
    ...boxes.map((box, at) => boxSvg(box, placed[at]!, axis, idPrefix, at)),
    '</svg>',
  ].join('');
}
