import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createRestoredActor } from '../../../machines/support/persistence';
import { messages } from '../../../src/domain/validation/messages';
import { settle } from '../cart-fakes';
import { memoryStorage } from '../support/memory-storage';
import { failedActors, failedFlows } from '../support/failed-actors';
import { tampered } from '../support/tamper';
import { buyerAtContactStep, children, key } from './persisted-app';
import { quoteThrough } from './quote-through';
import { appInput, fakeAppMachine } from './start-app';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** A tab's stored app mid-purchase: every flow in it (session, wizard, quotation, cart). */
async function storedMidPurchase(): Promise<Record<string, unknown>> {
  const page = await buyerAtContactStep();
  page.reload();
  return JSON.parse(page.storage.items.get(key)!) as Record<string, unknown>;
}

/** The tab opened again over this stored state, as the binding starts it. */
function reopen(stored: unknown) {
  const storage = memoryStorage();
  storage.setItem(key, JSON.stringify(stored));
  const fakes = fakeAppMachine();
  const app = createRestoredActor(fakes.machine, { storage, key }, (restoreRefused) => ({
    input: { ...appInput(), restoreRefused },
  }));
  const navigations: string[] = [];
  app.on('navigation.requested', (event) => navigations.push(event.to));
  app.start();
  return { app, storage, navigations };
}

describe('no stored state breaks the app', () => {
  it('restores a tampered snapshot it can run, or starts afresh saying so; a quote from home works after, 100 times', async () => {
    const stored = await storedMidPurchase();
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(tampered(stored, 'snapshot'), async (snapshot) => {
        const { app, storage, navigations } = reopen(snapshot);
        await settle();
        expect(failedFlows(app)).toEqual([]);
        const session = children(app).session!.getSnapshot();
        if (!storage.items.has(key)) {
          refused += 1;
          expect(session.context.message).toBe(messages.storedStateRefused);
        }
        app.send({ type: 'app.routeEntered', path: '/' });
        await quoteThrough(app);
        expect(navigations).toContain('/new-see-quote');
        expect(failedFlows(app)).toEqual([]);
        app.stop();
      }),
      { numRuns: 100 },
    );
    // Most tampering is refused; some (a text changed inside a text) is harmless and kept.
    expect(refused).toBeGreaterThan(50);
  });

  it.each([
    ['status error', { status: 'error' }],
    ['a state the machine lacks', { value: { page: 'nowhere' } }],
    ['no context', { context: null }],
  ])('starts afresh from a stored app with %s, and forgets it', async (_, change) => {
    const stored = await storedMidPurchase();
    const { app, storage } = reopen({
      ...stored,
      snapshot: { ...(stored.snapshot as object), ...change },
    });
    await settle();
    expect(app.getSnapshot().status).toBe('active');
    expect(storage.items.has(key)).toBe(false);
    expect(children(app).session!.getSnapshot().context.message).toBe(messages.storedStateRefused);
    expect(children(app).individualCart).toBeUndefined();
  });

  it('starts afresh from a stored app whose state leaves a region out, and forgets it', async () => {
    const stored = await storedMidPurchase();
    const snapshot = stored.snapshot as { value: Record<string, unknown> };
    // Without its quote region, xstate would put the quote back at the wizard, which has handed over.
    const { quote, ...otherRegions } = snapshot.value;
    expect(quote).toBeDefined();
    const { app, storage } = reopen({ ...stored, snapshot: { ...snapshot, value: otherRegions } });
    await settle();
    expect(storage.items.has(key)).toBe(false);
    expect(children(app).session!.getSnapshot().context.message).toBe(messages.storedStateRefused);
    app.send({ type: 'app.routeEntered', path: '/' });
    const navigations: string[] = [];
    app.on('navigation.requested', (event) => navigations.push(event.to));
    await quoteThrough(app);
    expect(navigations).toContain('/new-see-quote');
  });

  it.each(['error', 'stopped'])(
    'starts afresh from a stored app whose relay between flows is %s',
    async (status) => {
      const stored = await storedMidPurchase();
      const snapshot = stored.snapshot as { children: Record<string, { snapshot: object }> };
      const relay = snapshot.children.relayQuoteWizard!;
      const { app, storage } = reopen({
        ...stored,
        snapshot: {
          ...snapshot,
          children: {
            ...snapshot.children,
            relayQuoteWizard: { ...relay, snapshot: { ...relay.snapshot, status } },
          },
        },
      });
      await settle();
      expect(storage.items.has(key)).toBe(false);
      expect(failedActors(app)).toEqual([]);
      expect(children(app).session!.getSnapshot().context.message).toBe(
        messages.storedStateRefused,
      );
    },
  );

  it('starts afresh from a stored app whose wizard is said to be done on one of its steps', async () => {
    const stored = await storedMidPurchase();
    const snapshot = stored.snapshot as { children: Record<string, { snapshot: object }> };
    const wizard = snapshot.children.quoteWizard!;
    snapshot.children.quoteWizard = { ...wizard, snapshot: { ...wizard.snapshot, status: 'done' } };
    const { app, storage, navigations } = reopen(stored);
    await settle();
    expect(storage.items.has(key)).toBe(false);
    expect(children(app).session!.getSnapshot().context.message).toBe(messages.storedStateRefused);
    app.send({ type: 'app.routeEntered', path: '/' });
    await quoteThrough(app);
    expect(navigations).toContain('/new-see-quote');
  });

  it('restores a stored app whose answered call is marked failed: the answer is kept, the app runs', async () => {
    const stored = await storedMidPurchase();
    const snapshot = stored.snapshot as {
      children: {
        individualCart: { snapshot: { children: Record<string, { snapshot: object }> } };
      };
    };
    const calls = snapshot.children.individualCart.snapshot.children;
    const postalLookup = calls.loadPostalLocation!;
    calls.loadPostalLocation = {
      ...postalLookup,
      snapshot: { ...postalLookup.snapshot, status: 'error' },
    };
    const { app, storage, navigations } = reopen(stored);
    await settle();
    expect(storage.items.has(key)).toBe(true);
    expect(failedActors(app)).toEqual(['loadPostalLocation']);
    expect(failedFlows(app)).toEqual([]);
    const cart = children(app).individualCart!.getSnapshot();
    expect(cart.value).toBe('address');
    expect(cart.context.postalLocation?.cityName).toBe('Zapopan');
    app.send({ type: 'app.routeEntered', path: '/' });
    await quoteThrough(app);
    expect(navigations).toContain('/new-see-quote');
  });

  it('restores an untouched stored app with no message', async () => {
    const { app, storage } = reopen(await storedMidPurchase());
    expect(storage.items.has(key)).toBe(true);
    expect(children(app).individualCart!.getSnapshot().value).toBe('address');
    expect(children(app).session!.getSnapshot().context.message).toBeUndefined();
  });
});
