import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { entryOf } from '../../../machines/registry';
import { buyerAtContactStep, children, persistedApp } from './persisted-app';
import { answerWizard, quoteThrough, wizardOf } from './quote-through';
import { gatedLoad } from './gated-load';
import { fillUntil } from '../individual-cart.support';

const { sanitise } = entryOf('app');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

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

  it('on the thank-you page, next to the finished cart that issued the policy', async () => {
    const page = await buyerAtContactStep();
    const cart = children(page.actor).individualCart!;
    await fillUntil(cart as never, 'issued');
    await waitFor(page.actor, (snapshot) => snapshot.matches({ purchase: 'purchased' }));
    expect(cart.getSnapshot().status).toBe('done');
    const { restored } = page.reload();

    expect(restored.getSnapshot().matches({ purchase: 'purchased' })).toBe(true);
    expect(children(restored).afterPurchase!.getSnapshot().context.policy).toMatchObject({
      policyNumber: 'HDI-0001',
      email: 'ana.lopez@correo.mx',
    });
    expect(restored.getSnapshot().context.restoreRefused).toBeUndefined();
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

  it('mid-round, keeps the wizard handed over and asks the round again', async () => {
    const page = persistedApp();
    await waitFor(children(page.actor).session!, (snapshot) => snapshot.matches('ready'));
    await quoteThrough(page.actor);
    page.insurers.answer('hdi', 0);
    const { restored, insurers } = page.reload();

    const quotation = children(restored).quotation!;
    expect(quotation.getSnapshot().matches({ comparing: 'quoting' })).toBe(true);
    expect(quotation.getSnapshot().context.quotes.map((quote) => quote.providerCode)).toEqual([
      'hdi',
    ]);
    expect(wizardOf(restored).getSnapshot().value).toBe('handedOver');
    expect(insurers.rounds).toHaveLength(1);
    insurers.answerEvery();
    const settled = await waitFor(quotation, (snapshot) =>
      snapshot.matches({ comparing: 'results' }),
    );
    const askedInsurers = settled.context.askedInsurers;
    const shownInsurers = new Set(settled.context.quotes.map((quote) => quote.providerCode));
    expect([...shownInsurers].sort()).toEqual([...askedInsurers].sort());
  });

  it('while the quotation’s code loads, loads it again and asks for the quote', async () => {
    const load = gatedLoad();
    const page = persistedApp(undefined, load.logic);
    await waitFor(children(page.actor).session!, (snapshot) => snapshot.matches('ready'));
    await answerWizard(page.actor);
    expect(page.actor.getSnapshot().matches({ quotation: 'loading' })).toBe(true);
    const { restored, insurers } = page.reload();

    expect(restored.getSnapshot().matches({ quote: 'comparing', quotation: 'loading' })).toBe(true);
    await waitFor(restored, (snapshot) => snapshot.matches({ quotation: 'running' }));
    expect(insurers.rounds).toHaveLength(1);
    insurers.answerEvery();
    const quotation = children(restored).quotation!;
    await waitFor(quotation, (snapshot) => snapshot.matches({ comparing: 'results' }));
    expect(quotation.getSnapshot().context.quotes.length).toBeGreaterThan(0);
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
