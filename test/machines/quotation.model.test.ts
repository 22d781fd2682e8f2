import { afterAll, describe, expect, test, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import type { QuotationContext } from '../../machines/quotation/quotation.types';
import { sameCustomisation } from '../../src/domain/customise-filters';
import { quotationOf, quoteRequest, versions } from './quotation-support';
import { doneEvent, errorEvent, formatCoverage, measureCoverage } from './support/model';

const now = Date.parse('2026-11-23T10:00:00Z');

// The walk runs while the suite is collected; the clock is frozen for it and for the replay.
vi.useFakeTimers({ now, toFake: ['Date'] });
afterAll(() => vi.useRealTimers());

// Every round asks hdi for the comprehensive package only (edited coverages), so one answer per
// round settles it. Round numbers grow with each new round, hence samples for several rounds.
const rounds = [1, 2, 3, 4, 5, 6];
const valid = quotationOf('hdi', 0, { id: 'valid', expiresAt: '2026-11-23T10:15:00Z' });
const expired = quotationOf('hdi', 0, { id: 'expired', expiresAt: '2026-11-23T09:59:00Z' });
const answer = (round: number, output: typeof valid) => {
  const actorId = `quote.${round}.hdi.0`;
  return { ...doneEvent(actorId, output), actorId };
};
const failure = (round: number) => {
  const actorId = `quote.${round}.hdi.0`;
  return { ...errorEvent(actorId, new Error('Package no available')), actorId };
};

const streamed = (round: number, quotation: typeof valid) => [
  { type: 'quotation.quoteAnswered', round, quotation },
  { type: 'quotation.quoteRefused', round, slot: { providerCode: 'hdi', package: 0 } },
  { type: 'quotation.roundEnded', round },
];

const samples = [
  quoteRequest(['hdi'], { policy: { hasCoveragesEdited: true } }),
  quoteRequest(['hdi'], { inputs: { versionId: undefined } }),
  quoteRequest([]),
  doneEvent('loadVersions', versions),
  doneEvent('loadVersions', []),
  errorEvent('loadVersions', new Error('catalogue down')),
  // A full round streams its answers; re-quoting the selected provider asks per package.
  ...rounds.slice(0, 3).flatMap((round) => streamed(round, round === 2 ? expired : valid)),
  ...rounds.flatMap((round) => [answer(round, valid), failure(round)]),
  { type: 'quotation.changePolicy', policy: { paymentFrequency: 3 } },
  { type: 'quotation.changeVersion', versionId: 'v-8' },
  { type: 'quotation.openCustomise' },
  { type: 'quotation.resetFilters' },
  { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 3_000_000 },
  { type: 'quotation.showPackage', package: 0 },
  { type: 'quotation.select', providerCode: 'hdi', package: 0 },
  { type: 'quotation.select', providerCode: 'ana', package: 0 },
  { type: 'quotation.offerTick' },
  { type: 'quotation.reset' },
] as never[];

/** The panel's own events; while the panel is open the round's events are not explored. */
const panelSamples = [
  { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 3_000_000 },
  { type: 'quotation.editFilter', filter: 'thirdDeaths', value: 7 },
  { type: 'quotation.switchFilter', filter: 'legalDefense', on: false },
  { type: 'quotation.switchCover', cover: 'tires', on: true },
  { type: 'quotation.applyFilters' },
  { type: 'quotation.resetFilters' },
  { type: 'quotation.closeCustomise' },
  { type: 'quotation.confirmLeave' },
  { type: 'quotation.cancelLeave' },
] as never[];

/**
 * The panel is orthogonal to the round: walking every panel state at every round state
 * multiplies the vertices past the limit, and the panel's transitions are defined once for all
 * of `comparing`. So the round's events are explored with the panel closed, the panel's while
 * it is open.
 */
const samplesFor = (snapshot: { context: QuotationContext }) =>
  snapshot.context.customisePanel === 'closed' ? samples : panelSamples;

/**
 * A vertex is the state and what the guards read: rounds that differ only in their number, the
 * version or the policy chosen behave the same.
 */
const serializeState = (snapshot: { value: unknown; context: QuotationContext }) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    hasVersion: context.versionId !== null,
    applied: sameCustomisation(context.customisation, context.originalCustomisation),
    unapplied: sameCustomisation(context.draftCustomisation, context.customisation),
    panel: context.customisePanel,
    pending: context.pending.length,
    quotes: context.quotes.map((quote) => quote.id),
    selected: context.selectedQuotation?.id,
    offerExpired: context.offerSecondsLeft === 0,
  });
};

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
  const report = measureCoverage({
    machine: recordingEveryEvaluation(quotationMachine, seen),
    events: samplesFor as never,
    serializeState: serializeState as never,
    // Two ways to answer (streamed round, per-package re-quote) multiply the vertices.
    limit: 100_000,
  });

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
