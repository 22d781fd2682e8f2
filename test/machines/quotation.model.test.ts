import { afterAll, describe, expect, test, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import { quotationWalk } from '../../machines/qa/samples/quotation.samples';
import { formatCoverage, measureCoverage, walkOf } from './support/model';

const now = Date.parse('2026-11-23T10:00:00Z');

// The walk runs while the suite is collected; the clock is frozen for it and for the replay.
vi.useFakeTimers({ now, toFake: ['Date'] });
afterAll(() => vi.useRealTimers());

/**
 * A guard with no fallback is false exactly where the traversal's `can()` leaves the event out
 * (a stale answer, an unlisted quote, unedited filters), so the replay never records that
 * result. This records every evaluation of each named guard, traversal included.
 */
function recordingEveryEvaluation(machine: AnyStateMachine, seen: Map<string, Set<boolean>>) {
  const guards = Object.fromEntries(
    Object.entries(machine.implementations.guards).map(([name, guard]) => [
      name,
      (...args: unknown[]) => {
        const result = Boolean((guard as (...inner: unknown[]) => unknown)(...args));
        seen.set(name, (seen.get(name) ?? new Set()).add(result));
        return result;
      },
    ]),
  );
  return machine.provide({ guards } as never) as typeof quotationMachine;
}

describe('quotation machine, model-based', () => {
  const seen = new Map<string, Set<boolean>>();
  const report = measureCoverage(
    walkOf(recordingEveryEvaluation(quotationMachine, seen), quotationWalk(now)),
  );

  test('takes every transition, always included, and enters every state', () => {
    console.info(formatCoverage(report));
    expect(report.transitions.missing).toEqual([]);
    expect(report.transitions.taken).toBe(report.transitions.defined);
    expect(report.states.missing).toEqual([]);
  });

  test('sees every guard both true and false', () => {
    const oneWayEverywhere = report.guards.oneWay.filter(({ name }) => seen.get(name)?.size !== 2);
    console.info(
      `quotation: guards both ways ${report.guards.defined - oneWayEverywhere.length}/${report.guards.defined} ` +
        `(${report.guards.bothWays} in the replay, the others false where can() left the event out)`,
    );
    expect(oneWayEverywhere).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(
      Object.keys(quotationMachine.implementations.guards).sort(),
    );
  });
});
