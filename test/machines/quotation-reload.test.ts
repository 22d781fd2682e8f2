import { afterEach, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { quoteRequest, startQuotation, untilAtRest } from './quotation-support';

afterEach(() => vi.useRealTimers());

/** What sessionStorage keeps: the persisted snapshot as JSON text. */
async function persistedAtRestWithOneSelected() {
  const { actor, insurers, machine } = startQuotation();
  actor.send(quoteRequest(['ana', 'hdi']));
  insurers.answerEvery();
  await untilAtRest(actor);
  actor.send({ type: 'quotation.select', providerCode: 'hdi', package: 1 });
  const stored = JSON.stringify(actor.getPersistedSnapshot());
  const before = actor.getSnapshot().context;
  actor.stop();
  return { stored, before, machine, insurers };
}

test('a reload at rest restores the results with their quotes and the selection', async () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
  const { stored, before, machine, insurers } = await persistedAtRestWithOneSelected();
  const requestsBeforeReload = insurers.calls.length;

  const restored = createActor(machine, { snapshot: JSON.parse(stored) }).start();

  const { context } = restored.getSnapshot();
  expect(restored.getSnapshot().matches({ comparing: { results: 'offerRunning' } })).toBe(true);
  expect(context.quotes).toEqual(before.quotes);
  expect(context.quotes).toHaveLength(6);
  expect(context.selectedQuotation).toMatchObject({ providerCode: 'hdi', package: 1 });
  expect(context).toMatchObject({
    quotationInit: false,
    oneQuoteWasResolved: true,
    allQuotationsResolved: true,
    withoutQuotes: false,
  });
  expect(insurers.calls).toHaveLength(requestsBeforeReload);

  await vi.advanceTimersByTimeAsync(60_000);
  expect(restored.getSnapshot().context.offerSecondsLeft).toBe(before.offerSecondsLeft - 60);
});

test('the restored actor still leads to /emit-cart with its selection', async () => {
  const { stored, machine } = await persistedAtRestWithOneSelected();
  const restored = createActor(machine, { snapshot: JSON.parse(stored) });
  const navigations: string[] = [];
  restored.on('quotation.navigate', (event) => navigations.push(event.to));
  restored.start();
  restored.send({ type: 'quotation.enterEmitCart' });
  expect(navigations).toEqual(['/emit-cart']);
});
