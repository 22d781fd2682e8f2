import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, guardLabel, transitionsFrom } from './transitions';

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's definition (its `root`), so the diagram
 * can never disagree with the code. Arrows carry the event and the guard (`event [guard]`);
 * eventless skips read `always [guard]`, delays `after 2000ms`, actor results `done x`/`error x`.
 * Mermaid cannot draw an arrow between states of different composites, so an arrow is drawn
 * between the ancestors of its ends that share a parent.
 */

export interface MermaidOptions {
  /** State node ids to highlight (the live state of a running actor). */
  activeStateIds?: readonly string[];
}

const indentUnit = '  ';

/** Mermaid ids allow letters, digits and underscores only. */
export function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The node's synthetic source for transitions the whole machine accepts in any state. */
const anyStateId = (root: AnyStateNode) => `${mermaidId(root)}__any`;

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

function arrowLabel(transition: AnyTransitionDefinition, detail?: string): string {
  const guard = guardLabel(transition.guard);
  const text = [eventLabel(transition.eventType), guard && `[${guard}]`, detail]
    .filter(Boolean)
    .join(' ');
  // Mermaid ends a label at ';' and reads '#' as an entity.
  return text.replace(/[;#]/g, ' ');
}

function arrowsOf(transition: AnyTransitionDefinition): Arrow[] {
  const source = transition.source;
  const targets = transition.target?.length ? transition.target : [source];
  return targets.map((target) => {
    const sourcePath = pathOf(source);
    const targetPath = pathOf(target);
    let shared = 0;
    while (sourcePath[shared] && sourcePath[shared] === targetPath[shared]) shared += 1;
    const nested = shared === sourcePath.length || shared === targetPath.length;
    if (!nested) {
      return {
        block: sourcePath[shared - 1]!,
        from: mermaidId(sourcePath[shared]!),
        to: mermaidId(targetPath[shared]!),
        label: arrowLabel(transition),
      };
    }
    // One end contains the other: a loop on the outer one, naming the inner end.
    const outer = sourcePath.length <= targetPath.length ? source : target;
    const detail = target === source ? undefined : `to ${target.key}`;
    if (!outer.parent) {
      return {
        block: outer,
        from: anyStateId(outer),
        to: mermaidId(target),
        label: arrowLabel(transition),
      };
    }
    return {
      block: outer.parent,
      from: mermaidId(outer),
      to: mermaidId(outer),
      label: arrowLabel(transition, detail),
    };
  });
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function invokedNames(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
}

function blockLines(
  node: AnyStateNode,
  arrowsByBlock: Map<AnyStateNode, Arrow[]>,
  depth: number,
): string[] {
  const pad = indentUnit.repeat(depth);
  const lines: string[] = [];
  const children = childrenOf(node);
  if (node.type !== 'parallel' && node.initial?.target[0]) {
    lines.push(`${pad}[*] --> ${mermaidId(node.initial.target[0])}`);
  }
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
    lines.push(...stateLines(child, arrowsByBlock, depth));
  });
  for (const arrow of arrowsByBlock.get(node) ?? []) {
    lines.push(`${pad}${arrow.from} --> ${arrow.to} : ${arrow.label}`);
  }
  return lines;
}

function stateLines(
  node: AnyStateNode,
  arrowsByBlock: Map<AnyStateNode, Arrow[]>,
  depth: number,
): string[] {
  const pad = indentUnit.repeat(depth);
  const id = mermaidId(node);
  const lines = [`${pad}state "${node.key}" as ${id}`];
  for (const name of invokedNames(node)) lines.push(`${pad}${id} : invokes ${name}`);
  if (node.description) lines.push(`${pad}${id} : ${node.description.replace(/[;#]/g, ' ')}`);
  if (childrenOf(node).length > 0) {
    lines.push(`${pad}state ${id} {`, ...blockLines(node, arrowsByBlock, depth + 1), `${pad}}`);
  }
  if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  const arrowsByBlock = new Map<AnyStateNode, Arrow[]>();
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsFrom(node)) {
      for (const arrow of arrowsOf(transition)) {
        arrowsByBlock.set(arrow.block, [...(arrowsByBlock.get(arrow.block) ?? []), arrow]);
      }
    }
    childrenOf(node).forEach(visit);
  };
  visit(machine.root);
  const rootArrows = arrowsByBlock.get(machine.root) ?? [];
  const lines = ['stateDiagram-v2'];
  if (rootArrows.some((arrow) => arrow.from === anyStateId(machine.root))) {
    lines.push(`${indentUnit}state "any state" as ${anyStateId(machine.root)}`);
  }
  if (machine.root.type === 'parallel') {
    // Mermaid draws regions ('--') only inside a composite state: the root becomes one, and
    // its own arrows (the root's events) point at it from outside.
    const { root } = machine;
    const regions = new Map(arrowsByBlock);
    regions.delete(root);
    lines.push(
      `${indentUnit}state "${root.key}" as ${mermaidId(root)} {`,
      ...blockLines(root, regions, 2),
      `${indentUnit}}`,
      ...rootArrows.map((arrow) => `${indentUnit}${arrow.from} --> ${arrow.to} : ${arrow.label}`),
    );
  } else {
    lines.push(...blockLines(machine.root, arrowsByBlock, 1));
  }
  const active = options.activeStateIds ?? [];
  if (active.length > 0) {
    lines.push(`${indentUnit}classDef active fill:#ffe08a,stroke:#8a5a00,stroke-width:3px`);
    for (const stateId of active) {
      lines.push(`${indentUnit}class ${stateId.replace(/[^A-Za-z0-9_]/g, '_')} active`);
    }
  }
  return `${lines.join('\n')}\n`;
}
