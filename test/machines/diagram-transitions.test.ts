import { and, createMachine, not, or } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { anyStateId, mermaidId, toMermaid } from '../../machines/qa/to-mermaid';
import {
  definedTransitions,
  eventLabel,
  plainWords,
  stateNodesOf,
} from '../../machines/support/transitions';

/** One arrow as `source | label | target`, the states named by their xstate ids. */
type Arrow = string;

/** The arrows the diagram draws, read back from the Mermaid text. */
function drawnArrows(machine: AnyStateMachine): Arrow[] {
  const nodeByMermaidId = new Map<string, AnyStateNode>();
  for (const node of stateNodesOf(machine)) {
    nodeByMermaidId.set(mermaidId(node), node);
    nodeByMermaidId.set(anyStateId(node), node);
  }
  return toMermaid(machine)
    .split('\n')
    .map((line) => /^\s*(\S+) --> (\S+) : (.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, from, to, label]) => {
      const source = nodeByMermaidId.get(from!);
      const target = nodeByMermaidId.get(to!);
      expect(source, `arrow from unknown state ${from}`).toBeDefined();
      expect(target, `arrow to unknown state ${to}`).toBeDefined();
      return `${source!.id} | ${label} | ${target!.id}`;
    });
}

/** The guard names a (possibly combined) guard is made of, read from the definition. */
function guardLeaves(guard: unknown): string[] {
  if (guard === undefined) return [];
  if (typeof guard === 'string') return [guard];
  const inner = (guard as { guards?: unknown[] }).guards;
  if (inner) return inner.flatMap(guardLeaves);
  return [(guard as { type: string }).type];
}

/** The arrows the definition holds: each transition, each of its targets (itself when none). */
function definedArrows(machine: AnyStateMachine): { arrow: Arrow; guardNames: string[] }[] {
  return definedTransitions(machine).flatMap((transition) =>
    (transition.target?.length ? transition.target : [transition.source]).map((target) => ({
      arrow: `${transition.source.id} | ${eventLabel(transition.eventType)} | ${target.id}`,
      guardNames: guardLeaves(transition.guard),
    })),
  );
}

/**
 * Drops the bracketed guard and the children a transition starts (`starts individualCart`), so
 * the arrow can be matched on source, event and target.
 */
function withoutGuard(arrow: Arrow): Arrow {
  const [source, label, target] = arrow.split(' | ');
  return [source, label!.replace(/ \[.*\]/, '').replace(/ starts .*$/, ''), target].join(' | ');
}

describe.each(machineRegistry.map((entry) => [entry.name, entry.machine] as const))(
  'the %s diagram',
  (_name, machine) => {
    it('draws every transition of the definition, always included, from its own source state', () => {
      const drawn = drawnArrows(machine);
      const defined = definedArrows(machine);
      expect(drawn.map(withoutGuard).sort()).toEqual(defined.map(({ arrow }) => arrow).sort());
    });

    it('names every part of every guard in plain words, never [t]', () => {
      const drawn = drawnArrows(machine);
      for (const { arrow, guardNames } of definedArrows(machine)) {
        if (guardNames.length === 0) continue;
        const candidates = drawn.filter((line) => withoutGuard(line) === arrow);
        const named = candidates.some((line) =>
          guardNames.every((name) => line.includes(plainWords(name))),
        );
        expect(named, `${arrow} should name ${guardNames.join(', ')}`).toBe(true);
      }
      expect(drawn.filter((line) => /\[[a-z]\]/.test(line))).toEqual([]);
    });
  },
);

describe('combined guards', () => {
  it('are drawn as their parts even when minification renamed xstate’s combinators', () => {
    const combined = and(['insurerIsNotHdi', not('buyerIsGoingBack')]);
    const either = or(['promoSkipsPayment', 'financingIsInactive']);
    for (const guard of [combined, either]) Object.defineProperty(guard, 'name', { value: 't' });
    const machine = createMachine({
      id: 'probe',
      initial: 'rfc',
      states: {
        rfc: {
          always: [
            { guard: combined, target: 'contact' },
            { guard: either, target: 'done' },
          ],
        },
        contact: {},
        done: {},
      },
    });
    expect(toMermaid(machine)).toContain(
      'probe_rfc --> probe_contact : always [insurer is not hdi and not (buyer is going back)]',
    );
    expect(toMermaid(machine)).toContain(
      'probe_rfc --> probe_done : always [promo skips payment or financing is inactive]',
    );
  });

  it('reads camelCase names as words', () => {
    expect(plainWords('insurerIsNotHdi')).toBe('insurer is not hdi');
    expect(plainWords('emitRFCStep')).toBe('emit rfc step');
  });
});
