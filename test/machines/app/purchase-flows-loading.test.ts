import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectRunningCart, selectSelection } from '../../../machines/app/app.selectors';
import {
  loadPurchaseFlows,
  purchaseFlowStandIns,
  runsPurchaseFlow,
} from '../../../machines/app/purchase-flows-loading';
import { individualInput } from '../../../machines/qa/samples/individual-cart.samples';
import { busyTag } from '../../../machines/support/persistence';
import { submit } from '../cart-fixtures';
import { individualValues } from '../individual-cart.support';
import { flush } from '../quotation-support';
import { gatedLoad } from './gated-load';
import { quoteThrough } from './quote-through';
import { startApp, type AppActor } from './start-app';

async function quotedAppLoading(load: ReturnType<typeof gatedLoad>) {
  const app = startApp({ loadPurchaseFlows: load.logic });
  await waitFor(app.actor.getSnapshot().children.session!, (snapshot) => snapshot.matches('ready'));
  await quoteThrough(app.actor);
  app.insurers.answerEvery();
  await flush();
  return app;
}

const selectHdi = (app: AppActor) =>
  app.getSnapshot().children.quotation!.send({
    type: 'quotation.select',
    providerCode: 'hdi',
    package: 0,
  });

describe('app: the purchase flows load with the first selection', () => {
  it('waits for their code (not stored meanwhile), then starts the cart and opens its page', async () => {
    const load = gatedLoad();
    const app = await quotedAppLoading(load);
    selectHdi(app.actor);
    await flush();

    const waiting = app.actor.getSnapshot();
    expect(waiting.matches({ purchase: 'loadingFlows' })).toBe(true);
    expect(waiting.hasTag(busyTag)).toBe(true);
    expect(waiting.children.individualCart).toBeUndefined();
    expect(selectSelection(waiting)?.quotation.providerCode).toBe('hdi');
    expect(app.navigations).toEqual(['/new-see-quote']);

    load.arrive();
    await flush();
    expect(selectRunningCart(app.actor.getSnapshot())).toBe('individual');
    expect(app.actor.getSnapshot().children.individualCart?.getSnapshot().value).toBe('holder');
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name']);
  });

  it('keeps the results when the code cannot load, and Seleccionar tries again', async () => {
    const load = gatedLoad();
    const app = await quotedAppLoading(load);
    selectHdi(app.actor);
    await flush();
    load.fail();
    await flush();

    expect(app.actor.getSnapshot().matches({ quote: 'comparing', purchase: 'browsing' })).toBe(
      true,
    );
    expect(selectSelection(app.actor.getSnapshot())).toBeNull();
    expect(app.navigations).toEqual(['/new-see-quote']);

    selectHdi(app.actor);
    await flush();
    expect(app.actor.getSnapshot().matches({ purchase: 'loadingFlows' })).toBe(true);
    load.arrive();
    await flush();
    expect(selectRunningCart(app.actor.getSnapshot())).toBe('individual');
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name']);
  });
});

describe('app: the purchase flows load while the results are read', () => {
  it('asks for their code once the results are shown, so Seleccionar finds it there', async () => {
    const load = gatedLoad();
    const app = await quotedAppLoading(load);
    expect(app.actor.getSnapshot().matches({ quote: 'comparing', purchase: 'browsing' })).toBe(
      true,
    );
    expect(load.loads).toBe(1);

    load.arrive();
    await flush();
    selectHdi(app.actor);
    await flush();
    expect(selectRunningCart(app.actor.getSnapshot())).toBe('individual');
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name']);
  });

  it('keeps the results when that early load fails', async () => {
    const load = gatedLoad();
    const app = await quotedAppLoading(load);
    load.fail();
    await flush();
    expect(app.actor.getSnapshot().status).toBe('active');
    expect(app.actor.getSnapshot().matches({ quote: 'comparing', purchase: 'browsing' })).toBe(
      true,
    );
  });
});

describe('the purchase flows’ stand-ins', () => {
  it('refuse to start before the code is loaded, and run the loaded flow after', async () => {
    const standIns = purchaseFlowStandIns((code) => code.purchaseFlowMachines);
    const early = createActor(standIns.individualCart, { input: individualInput() });
    expect(early.getSnapshot()).toMatchObject({
      status: 'error',
      error: new Error('individualCart started before its code was loaded.'),
    });

    await loadPurchaseFlows();
    const cart = createActor(standIns.individualCart, { input: individualInput() }).start();
    expect(cart.getSnapshot().value).toBe('holder');
    cart.send(submit(individualValues.holder));
    expect(cart.getSnapshot().value).toBe('birthdateAndGender');
  });

  it('restore a stored cart where it was', async () => {
    await loadPurchaseFlows();
    const { individualCart } = purchaseFlowStandIns((code) => code.purchaseFlowMachines);
    const cart = createActor(individualCart, { input: individualInput() }).start();
    cart.send(submit(individualValues.holder));
    const stored = JSON.parse(JSON.stringify(cart.getPersistedSnapshot()));

    // The input is the stored one's; the snapshot wins.
    const restored = createActor(individualCart, { snapshot: stored, input: individualInput() });
    restored.start();
    expect(restored.getSnapshot().value).toBe('birthdateAndGender');
    expect(restored.getSnapshot().context.steps.holder).toMatchObject(individualValues.holder);
  });

  it('tell which stored apps need the code before their restore', () => {
    expect(runsPurchaseFlow({ children: { session: {}, individualCart: {} } })).toBe(true);
    expect(runsPurchaseFlow({ children: { session: {}, afterPurchase: {} } })).toBe(true);
    expect(runsPurchaseFlow({ children: { session: {}, quotation: {} } })).toBe(false);
  });
});
