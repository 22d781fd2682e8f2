import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { entryOf } from '../../../machines/registry';
import { createRestoredActor, persistActor } from '../../../machines/support/persistence';
import { submit, validValues } from '../cart-fixtures';
import { settle } from '../cart-fakes';
import { individualValues } from '../individual-cart.support';
import { memoryStorage } from '../support/memory-storage';
import { quoteThrough, wizardOf } from './quote-through';
import { appInput, fakeAppMachine, type AppActor } from './start-app';

const key = 'cotizauto.app';
const { sanitise } = entryOf('app');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** A page of the app persisted as it goes, and a reload of it from the same storage. */
function persistedApp(storage = memoryStorage()) {
  const fakes = fakeAppMachine();
  const actor = createActor(fakes.machine, { input: appInput() });
  const persistence = persistActor(actor, { storage, key, sanitise });
  actor.start();
  const reload = () => {
    persistence.flush();
    actor.stop();
    const again = fakeAppMachine();
    const restored = createRestoredActor(again.machine, { storage, key }, { input: appInput() });
    restored.start();
    return { restored, insurers: again.insurers };
  };
  return { ...fakes, actor, storage, reload };
}

const children = (app: AppActor) => app.getSnapshot().children;

async function buyerAtContactStep() {
  const page = persistedApp();
  await waitFor(children(page.actor).session!, (snapshot) => snapshot.matches('ready'));
  await quoteThrough(page.actor);
  page.insurers.answerEvery();
  await settle();
  children(page.actor).quotation!.send({
    type: 'quotation.select',
    providerCode: 'gnp',
    package: 0,
  });
  children(page.actor).quotation!.send({
    type: 'quotation.select',
    providerCode: 'hdi',
    package: 0,
  });
  await settle(); // the purchase flows' code loads before the cart starts
  const cart = children(page.actor).individualCart!;
  cart.send(submit(individualValues.holder));
  cart.send(submit(individualValues.birthdateAndGender));
  cart.send(submit({ rfc: 'LOPA860313RG2' }));
  await waitFor(cart, (snapshot) => snapshot.matches('contact'));
  cart.send(submit(validValues.contact));
  await waitFor(cart, (snapshot) => snapshot.matches('address'));
  return page;
}

describe('app: a reload lands where the visitor was', () => {
  it('at a cart step, with the cart’s data, the results and the selection', async () => {
    const page = await buyerAtContactStep();
    const quotes = children(page.actor).quotation!.getSnapshot().context.quotes;
    const { restored } = page.reload();

    expect(restored.getSnapshot().matches({ quote: 'comparing', purchase: 'individualCart' })).toBe(
      true,
    );
    const cart = children(restored).individualCart!.getSnapshot();
    expect(cart.value).toBe('address');
    expect(cart.context.steps.contact).toMatchObject({ email: 'ana.lopez@correo.mx' });
    expect(children(restored).quotation!.getSnapshot().context.quotes).toEqual(quotes);
    expect(restored.getSnapshot().context.selection?.quotation.providerCode).toBe('hdi');
    expect(wizardOf(restored).getSnapshot().value).toBe('handedOver');
  });

  it('keeps routing after the reload: the relays listen to the restored flows', async () => {
    const page = await buyerAtContactStep();
    const { restored } = page.reload();
    const navigations: string[] = [];
    restored.on('navigation.requested', (event) => navigations.push(event.to));
    restored.send({ type: 'app.routeEntered', path: '/' });
    await quoteThrough(restored);
    expect(navigations).toEqual(['/new-see-quote']);
  });

  it('writes a flow with a request in flight as it last rested, the others as they are', async () => {
    const page = persistedApp();
    await waitFor(children(page.actor).session!, (snapshot) => snapshot.matches('ready'));
    await quoteThrough(page.actor);
    // The round is in flight: the quotation is busy, the wizard has handed over.
    expect(children(page.actor).quotation!.getSnapshot().hasTag('busy')).toBe(true);
    const { restored } = page.reload();
    expect(children(restored).quotation!.getSnapshot().value).toBe('idle');
    expect(wizardOf(restored).getSnapshot().value).toBe('handedOver');
  });

  it('never stores the card data of a cart', () => {
    const persisted = sanitise({
      value: {},
      children: {
        individualCart: {
          snapshot: { context: { card: { cardToken: 'tok_1' }, steps: {} }, children: {} },
        },
      },
    });
    expect(JSON.stringify(persisted)).not.toContain('tok_1');
  });
});
