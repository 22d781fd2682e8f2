import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { entryOf } from '../../../machines/registry';
import { mermaidId, toMermaid } from '../../../machines/support/to-mermaid';

const cart = entryOf('individualCart').machine;
const states = (node: AnyStateNode) => Object.values(node.states as Record<string, AnyStateNode>);
const declared = (text: string) => [...text.matchAll(/state "[^"]*" as (\w+)/g)].map((m) => m[1]);

describe('an overview: one state drawn alone, its own states closed', () => {
  it("draws the machine's first states only, each closed one noted, with the live state's holder highlighted", () => {
    const emission = cart.getStateNodeById('individualCart.emission');
    const text = toMermaid(cart, {
      opened: cart.id,
      activeStateIds: ['individualCart.emission.retryAvailable'],
    });
    expect(declared(text).sort()).toEqual(states(cart.root).map(mermaidId).sort());
    expect(text).toContain(`${mermaidId(emission)} : has states inside`);
    expect(text).toContain(`class ${mermaidId(emission)} active`);
    // Unlabelled arrows, none inside a closed state, each pair once.
    const arrows = text.split('\n').filter((line) => line.includes('-->'));
    expect(arrows.every((arrow) => !arrow.includes(' : '))).toBe(true);
    expect(new Set(arrows).size).toBe(arrows.length);
    expect(arrows.some((arrow) => arrow.includes(`--> ${mermaidId(emission)}`))).toBe(true);
  });

  it('opens a closed state: its own states, and the arrows between them', () => {
    const emission = cart.getStateNodeById('individualCart.emission');
    const text = toMermaid(cart, { opened: emission.id });
    expect(declared(text).sort()).toEqual(states(emission).map(mermaidId).sort());
    expect(text).toContain(`[*] --> ${mermaidId(emission.initial!.target[0]!)}`);
  });

  it('stacks the regions of a parallel machine', () => {
    const app = entryOf('app').machine;
    const text = toMermaid(app, { opened: app.id });
    expect(text).toContain('direction LR');
    expect(declared(text).sort()).toEqual(states(app.root).map(mermaidId).sort());
  });
});
