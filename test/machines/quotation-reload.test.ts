import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRestoredActor, persistActor } from '../../machines/support/persistence';
import { entryOf } from '../../machines/registry';
import { quoteRequest, sendRequest, startQuotation, untilAtRest } from './quotation-support';

/** sessionStorage for one tab. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const entry = entryOf('quotation');
const key = entry.name;

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** A page that quotes ana and hdi, selects hdi's Limitada and is persisted as it goes. */
async function pageAtRestWithOneSelected(storage: ReturnType<typeof memoryStorage>) {
  const page = startQuotation();
  const persistence = persistActor(page.actor, { storage, key, sanitise: entry.sanitise });
  await sendRequest(page.actor, quoteRequest(['ana', 'hdi']));
  page.insurers.answerEvery();
  await untilAtRest(page.actor);
  page.actor.send({ type: 'quotation.select', providerCode: 'hdi', package: 1 });
  await vi.advanceTimersByTimeAsync(1_000);
  return { ...page, persistence };
}

test('a reload at rest restores the results with their quotes and the selection', async () => {
  const storage = memoryStorage();
  const { actor, machine, insurers } = await pageAtRestWithOneSelected(storage);
  const before = actor.getSnapshot().context;
  actor.stop();
  const requestsBeforeReload = insurers.calls.length;

  const restored = createRestoredActor(machine, { storage, key }).start();

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

  // The countdown, which shows minutes, goes on from where it was: one minute fewer a minute on.
  const minutesShown = () => Math.ceil(restored.getSnapshot().context.offerSecondsLeft / 60);
  const minutesBefore = Math.ceil(before.offerSecondsLeft / 60);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(minutesShown()).toBe(minutesBefore - 1);
});

test('the restored page still offers Seleccionar on its emit-enabled cards', async () => {
  const storage = memoryStorage();
  const { actor, machine } = await pageAtRestWithOneSelected(storage);
  actor.stop();
  const restored = createRestoredActor(machine, { storage, key });
  const selected: string[] = [];
  restored.on('quotation.selected', (event) => selected.push(event.quotation.providerCode));
  restored.start();
  restored.send({ type: 'quotation.select', providerCode: 'hdi', package: 0 });
  expect(selected).toEqual(['hdi']);
});

test('a reload before any card asks for the round again and lists every card', async () => {
  const storage = memoryStorage();
  const { actor, machine, insurers } = startQuotation();
  const persistence = persistActor(actor, { storage, key, sanitise: entry.sanitise });
  await sendRequest(actor, quoteRequest(['ana', 'hdi']));
  persistence.flush();
  actor.stop();
  expect(insurers.rounds).toHaveLength(1);

  const restored = createRestoredActor(machine, { storage, key }).start();
  expect(restored.getSnapshot().matches({ comparing: 'quoting' })).toBe(true);
  expect(insurers.rounds).toHaveLength(2);
  insurers.answerEvery(6);
  await untilAtRest(restored);
  expect(restored.getSnapshot().context.quotes).toHaveLength(6);
});

test('a reload with some cards drawn keeps them and asks again for the rest', async () => {
  const storage = memoryStorage();
  const { actor, machine, insurers } = startQuotation();
  const persistence = persistActor(actor, { storage, key, sanitise: entry.sanitise });
  await sendRequest(actor, quoteRequest(['ana', 'hdi']));
  const drawn = [insurers.answer('hdi', 0), insurers.answer('hdi', 1)];
  persistence.flush();
  actor.stop();

  const restored = createRestoredActor(machine, { storage, key }).start();
  expect(restored.getSnapshot().context.quotes).toEqual(drawn);
  insurers.answerEvery(6);
  await untilAtRest(restored);
  // Every package the first round asked for (ana's and hdi's three) is listed.
  const listed = restored.getSnapshot().context.quotes;
  expect(listed.map((quote) => `${quote.providerCode}/${quote.package}`).sort()).toEqual(
    insurers.requested().slice(0, 6).sort(),
  );
  expect(listed).toHaveLength(6);
});

test('a reload during a new round asks for it again, with the new payment form', async () => {
  const storage = memoryStorage();
  const { actor, machine, insurers, persistence } = await pageAtRestWithOneSelected(storage);
  actor.send({ type: 'quotation.changePolicy', policy: { paymentFrequency: 3 } });
  persistence.flush();
  actor.stop();

  const restored = createRestoredActor(machine, { storage, key }).start();
  expect(insurers.rounds.at(-1)?.body.paymentFrequency).toBe(3);
  insurers.answerEvery(insurers.calls.length - 6);
  await untilAtRest(restored);
  expect(restored.getSnapshot().context.policy.paymentFrequency).toBe(3);
  expect(restored.getSnapshot().context.quotes).toHaveLength(6);
});

/** The stored quotation with one of its running calls edited, as a visitor may in the tab's storage. */
function tamperCall(
  storage: ReturnType<typeof memoryStorage>,
  edit: (children: Record<string, { snapshot: { input: { round: number } } }>) => void,
) {
  const stored = JSON.parse(storage.getItem(key)!) as {
    snapshot: { children: Record<string, { snapshot: { input: { round: number } } }> };
  };
  edit(stored.snapshot.children);
  storage.setItem(key, JSON.stringify(stored));
}

test.each([
  [
    'its round edited',
    (children: Record<string, { snapshot: { input: { round: number } } }>) => {
      children['quoteRound.1']!.snapshot.input.round = 7;
    },
  ],
  [
    'its id edited',
    (children: Record<string, { snapshot: { input: { round: number } } }>) => {
      children['quoteRound.7'] = children['quoteRound.1']!;
      delete children['quoteRound.1'];
    },
  ],
])(
  'a stored round in flight with %s starts the results afresh instead of waiting forever',
  async (_, edit) => {
    const storage = memoryStorage();
    const { actor, machine } = startQuotation();
    const persistence = persistActor(actor, { storage, key, sanitise: entry.sanitise });
    await sendRequest(actor, quoteRequest(['ana', 'hdi']));
    persistence.flush();
    actor.stop();
    tamperCall(storage, edit);

    const restored = createRestoredActor(machine, { storage, key }).start();
    expect(storage.getItem(key)).toBeNull();
    expect(restored.getSnapshot().context.round).toBe(0);
    expect(restored.getSnapshot().children).toEqual({});
  },
);
