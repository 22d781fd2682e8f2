import { describe, expect, it } from 'vitest';
import type { InsurerCode } from '../../../src/domain/insurers/insurers';
import type { PackageCode } from '../../../src/domain/coverage/packages';
import { fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { selectStep } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { selectRunningCart, selectSelection } from '../../../machines/app/app.selectors';
import { selectPolicy } from '../../../machines/after-purchase/after-purchase.selectors';
import { selectQuotesOfPackage } from '../../../machines/quotation/quotation.selectors';
import { selectQuoteMail } from '../../../machines/session/session.selectors';
import { fillUntil } from '../individual-cart.support';
import { flush } from '../quotation-support';
import { cartId, promo, savedCart } from '../../../machines/qa/samples/session.samples';
import { quoteThrough, wizardOf } from './quote-through';
import { origin, savedCartVersions, startApp, type AppActor } from './start-app';

const flow = <
  TId extends 'session' | 'quotation' | 'individualCart' | 'companyCart' | 'afterPurchase',
>(
  app: AppActor,
  id: TId,
) => app.getSnapshot().children[id];

/** 'Seleccionar' on an insurer's package; the purchase flows' code loads before its cart starts. */
async function select(app: AppActor, providerCode: InsurerCode, packageIndex: PackageCode = 0) {
  flow(app, 'quotation')!.send({ type: 'quotation.select', providerCode, package: packageIndex });
  await flush();
}

/** A visitor who quoted and sees hdi, ana and gnp answer. */
async function quotedApp(
  personType: 'natural' | 'legal' = 'natural',
  search = '',
  sessionOverrides: Record<string, AnyActorLogic> = {},
) {
  const app = startApp({ search, sessionOverrides });
  await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
  await quoteThrough(app.actor, personType);
  app.insurers.answerEvery();
  await waitFor(flow(app.actor, 'quotation')!, (snapshot) =>
    snapshot.matches({ comparing: 'results' }),
  );
  return app;
}

describe('app: the wizard hands over to the results', () => {
  it('quotes the wizard’s answers and opens the results', async () => {
    const app = startApp();
    await quoteThrough(app.actor);
    expect(app.insurers.calls.map((call) => call.input.body.postalCode)).toContain('06700');
    expect(app.navigations).toEqual(['/new-see-quote']);
    expect(app.actor.getSnapshot().matches({ quote: 'comparing' })).toBe(true);
  });

  it('starts a new quote from the home page with the previous answers, and quotes the change', async () => {
    const app = await quotedApp();
    app.enter('/new-see-quote');
    app.enter('/');
    const wizard = wizardOf(app.actor);
    expect(selectStep(wizard.getSnapshot())).toBe('vehicle');
    expect(wizard.getSnapshot().context.fields.postalCode).toBe('06700');

    wizard.send({ type: 'wizard.edit', step: 'postalCode' });
    wizard.send({ type: 'wizard.change', values: { postalCode: '44100' } });
    await quoteThrough(app.actor);
    const postalCodes = app.insurers.calls.map((call) => call.input.body.postalCode);
    expect(postalCodes.at(-1)).toBe('44100');
    expect(app.navigations).toEqual(['/new-see-quote', '/new-see-quote']);
  });

  it('shows the quote-cart page’s variant on /quote-cart, keeping what was typed', async () => {
    const app = startApp();
    wizardOf(app.actor).send({ type: 'wizard.search', text: 'Versa' });
    app.enter('/quote-cart');
    expect(wizardOf(app.actor).getSnapshot().context).toMatchObject({
      variant: 'quoteCart',
      fields: { vehicleSearch: 'Versa' },
    });
    expect(startApp({ path: '/quote-cart' }).actor.getSnapshot().context.wizardVariant).toBe(
      'quoteCart',
    );
  });
});

describe('app: sharing the quote on the results', () => {
  it('the quotation says which cart and which cards, the app hands it on, the session saves and mails it or downloads the PDF', async () => {
    const saved: unknown[] = [];
    const printed: unknown[] = [];
    const app = await quotedApp('natural', '', {
      saveCart: fromPromise(async ({ input }) => {
        saved.push(input);
        return { id: cartId };
      }),
      downloadQuotePdf: fromPromise(async ({ input }) => {
        printed.push(input);
      }),
    });
    const quotation = flow(app.actor, 'quotation')!;
    const session = flow(app.actor, 'session')!;

    quotation.send({ type: 'quotation.saveQuote', emailAddress: 'ana.lopez@correo.mx' });
    await waitFor(session, (snapshot) => selectQuoteMail(snapshot)?.status === 'sent');
    expect(saved).toEqual([
      expect.objectContaining({
        store: { modelId: 'm-versa-2020', subbrandId: 'sb-versa' },
        quote: expect.objectContaining({
          client: expect.objectContaining({ address: { postalCode: '06700' } }),
        }),
      }),
    ]);

    quotation.send({ type: 'quotation.downloadQuotePdf' });
    await waitFor(session, (snapshot) => snapshot.matches('ready') && printed.length > 0);
    const shown = quotation.getSnapshot();
    const cheapestFirst = selectQuotesOfPackage(shown.context.currentPackage)(shown);
    expect(cheapestFirst.length).toBeGreaterThan(1);
    expect(printed).toEqual([{ quotationIds: cheapestFirst.map((quote) => quote.id) }]);
  });
});

describe('app: Seleccionar starts the buyer’s cart', () => {
  it('a persona física selecting hdi gets the individual cart on /cart/client-name', async () => {
    const app = await quotedApp('natural');
    const hdi = app.actor.getSnapshot().children.quotation!.getSnapshot().context.quotes[0]!;
    await select(app.actor, 'hdi');
    const cart = flow(app.actor, 'individualCart');
    expect(cart?.getSnapshot().value).toBe('holder');
    expect(cart?.getSnapshot().context).toMatchObject({
      quotation: { providerCode: 'hdi', compensationValue: 'commercial' },
      postalCode: '06700',
      birthdate: '1986-03-13',
      pageUrl: `${origin}/emit-cart`,
    });
    expect(hdi.providerCode).toBe('hdi');
    expect(flow(app.actor, 'companyCart')).toBeUndefined();
    expect(app.navigations.at(-1)).toBe('/cart/client-name');
  });

  it('a persona moral gets the company cart on /emit-cart, with the quote body to update', async () => {
    const app = await quotedApp('legal');
    await select(app.actor, 'hdi');
    const cart = flow(app.actor, 'companyCart');
    expect(cart?.getSnapshot().value).toBe('companyName');
    expect(cart?.getSnapshot().context).toMatchObject({
      constitutionDate: '1986-03-13',
      quoteRequest: { postalCode: '06700', personType: 'legal' },
    });
    expect(flow(app.actor, 'individualCart')).toBeUndefined();
    expect(app.navigations.at(-1)).toBe('/emit-cart');
  });

  it('a second selection replaces the running cart', async () => {
    const app = await quotedApp('natural');
    await select(app.actor, 'hdi');
    const first = flow(app.actor, 'individualCart');
    await select(app.actor, 'hdi', 1);
    const second = flow(app.actor, 'individualCart');
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(second?.getSnapshot().context.quotation.id).toBe(
      app.actor.getSnapshot().context.selection?.quotation.id,
    );
  });

  it('an insurer that cannot emit (ana) starts no cart', async () => {
    const app = await quotedApp('natural');
    await select(app.actor, 'ana');
    expect(flow(app.actor, 'individualCart')).toBeUndefined();
    expect(app.navigations).toEqual(['/new-see-quote']);
  });
});

describe('app: the purchase', () => {
  it('opens /thank-you with the issued policy when the cart ends', async () => {
    const app = await quotedApp('natural');
    await select(app.actor, 'hdi');
    expect(selectRunningCart(app.actor.getSnapshot())).toBe('individual');
    expect(selectSelection(app.actor.getSnapshot())?.quotation.providerCode).toBe('hdi');
    const cart = flow(app.actor, 'individualCart')!;
    await fillUntil(cart as never, 'success');
    await waitFor(app.actor, (snapshot) => snapshot.matches({ purchase: 'purchased' }));
    expect(selectPolicy(flow(app.actor, 'afterPurchase')!.getSnapshot())).toMatchObject({
      policyNumber: 'HDI-0001',
      paymentStatus: 'paid',
    });
    // The thank-you page's analytics transaction: this policy, at the price the card paid.
    const sold = selectSelection(app.actor.getSnapshot())!.quotation;
    const afterPurchase = flow(app.actor, 'afterPurchase')!.getSnapshot();
    expect(afterPurchase.context.policy.transaction).toEqual({
      transactionId: 'HDI-0001',
      transactionAffiliation: 'cotizauto',
      transactionTotal: sold.discountPrice,
      transactionProducts: [
        {
          sku: 'hdi-0',
          name: 'HDI Seguros Amplia',
          category: 'Amplia',
          price: sold.discountPrice,
          quantity: 1,
        },
      ],
    });
    expect(selectRunningCart(app.actor.getSnapshot())).toBeNull();
    expect(app.navigations.at(-1)).toBe('/thank-you');
  });
});

describe('app: purchase pages need a selection', () => {
  it('sends a visitor who opens /emit-cart without a selection home', () => {
    const app = startApp({ path: '/emit-cart' });
    app.enter('/emit-cart');
    app.enter('/emit-cart/payment');
    expect(app.navigations).toEqual(['/', '/']);
  });

  it('keeps a buyer with a selected quotation on the cart', async () => {
    const app = await quotedApp('legal');
    await select(app.actor, 'hdi');
    app.enter('/emit-cart');
    expect(app.navigations).toEqual(['/new-see-quote', '/emit-cart']);
  });
});

describe('app: a promo arrival', () => {
  it('quotes with the promo that arrived in the URL', async () => {
    const app = await quotedApp('natural', '?promocode=VERANO');
    expect(app.actor.getSnapshot().context).toMatchObject({ promoCode: 'VERANO', promo });
    expect(app.insurers.calls.at(-1)?.input.body.promoCode).toBe('VERANO');
  });

  it('skipSeeQuote: opens the cart with the cheapest quotation of an insurer we sell', async () => {
    const app = startApp({
      search: '?promocode=VERANO',
      wizardOverrides: {
        lookUpPostalCode: fromPromise(async () => ({
          supportedInsurers: ['hdi', 'mapfre', 'ana'],
        })),
      },
    });
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    await quoteThrough(app.actor);
    // ana is cheapest but cannot be sold here; mapfre beats hdi; Limitada does not count.
    app.insurers.answer('ana', 0, { discountPrice: 7_000 });
    app.insurers.answer('hdi', 0, { discountPrice: 9_800 });
    app.insurers.answer('mapfre', 0, { discountPrice: 9_500 });
    app.insurers.answer('hdi', 1, { discountPrice: 5_000 });
    app.insurers.answerEvery();
    await flush();
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name']);
    expect(selectSelection(app.actor.getSnapshot())?.quotation).toMatchObject({
      providerCode: 'mapfre',
      package: 0,
      discountPrice: 9_500,
    });
    expect(flow(app.actor, 'individualCart')).toBeDefined();
  });
});

describe('app: a code from the discount modal', () => {
  it('prices the quote on screen again with the code, stopping a cart started before', async () => {
    const app = await quotedApp('natural');
    await select(app.actor, 'hdi');
    expect(flow(app.actor, 'individualCart')).toBeDefined();
    const before = app.insurers.calls.length;

    flow(app.actor, 'session')!.send({ type: 'session.applyPromo', promoCode: 'VERANO' });
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    await flush();

    expect(flow(app.actor, 'individualCart')).toBeUndefined();
    expect(app.actor.getSnapshot().matches({ quote: 'comparing', purchase: 'browsing' })).toBe(
      true,
    );
    expect(app.actor.getSnapshot().context).toMatchObject({ promoCode: 'VERANO', promo });
    const requoted = app.insurers.calls.slice(before);
    expect(requoted.length).toBeGreaterThan(0);
    expect(requoted.every((call) => call.input.body.promoCode === 'VERANO')).toBe(true);
    expect(requoted[0]?.input.body.postalCode).toBe('06700');
  });

  it('sends home a buyer who had selected mapfre when the used-car partner’s promo arrives', async () => {
    const app = startApp({
      wizardOverrides: {
        lookUpPostalCode: fromPromise(async () => ({ supportedInsurers: ['mapfre', 'hdi'] })),
      },
    });
    await quoteThrough(app.actor);
    app.insurers.answerEvery();
    await flush();
    await select(app.actor, 'mapfre');
    expect(flow(app.actor, 'individualCart')).toBeDefined();

    flow(app.actor, 'session')!.send({ type: 'session.applyPromo', promoCode: 'KAVAK10' });
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    await flush();
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name', '/']);
    expect(flow(app.actor, 'individualCart')).toBeUndefined();
    expect(app.actor.getSnapshot().context.blacklist).toEqual(['mapfre']);
  });

  it('leaves a buyer who had selected another insurer on the page', async () => {
    const app = await quotedApp('natural');
    await select(app.actor, 'hdi');
    flow(app.actor, 'session')!.send({ type: 'session.applyPromo', promoCode: 'KAVAK10' });
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    await flush();
    expect(app.navigations).toEqual(['/new-see-quote', '/cart/client-name']);
  });
});

/** The restored quote is asked for again: its model's versions loaded, its round started. */
async function untilRequoting(app: AppActor) {
  await waitFor(flow(app, 'session')!, (snapshot) => snapshot.matches({ restoring: 'requoting' }));
  await waitFor(
    flow(app, 'quotation')!,
    (snapshot) => !snapshot.matches({ comparing: 'loadingVersions' }),
  );
}

describe('app: restore by cartId', () => {
  it('rebuilds the wizard from the saved cart, quotes it again with its package and payment form, and opens the results', async () => {
    const app = startApp({ search: `?cartId=${cartId}` });
    await untilRequoting(app.actor);
    const wizard = wizardOf(app.actor).getSnapshot();
    expect(wizard.value).toBe('handedOver');
    expect(wizard.context.fields).toMatchObject({ postalCode: '06700', model: '2020' });
    expect(app.insurers.calls.length).toBeGreaterThan(0);
    // The saved cart's Mensual and Limitada, not the defaults (Anual, Amplia).
    expect(app.insurers.calls.map((call) => call.input.body.paymentFrequency)).toContain(3);
    expect(app.insurers.calls.map((call) => call.input.body.paymentFrequency)).not.toContain(0);
    expect(flow(app.actor, 'quotation')!.getSnapshot().context.currentPackage).toBe(1);
    // The saved version stays quoted, and the page offers the model's others.
    expect(flow(app.actor, 'quotation')!.getSnapshot().context).toMatchObject({
      versions: savedCartVersions,
      versionId: 'v-1',
    });
    expect(new Set(app.insurers.calls.map((call) => call.input.body.versionId))).toEqual(
      new Set(['v-1']),
    );
    expect(app.navigations).toEqual(['/new-see-quote']);

    app.insurers.answerEvery();
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    expect(flow(app.actor, 'session')!.getSnapshot().context.withoutQuotes).toBe(false);
  });

  it('a cart saved with a promo quotes again with that promo and its wording', async () => {
    const withPromo = { ...savedCart, policy: { ...savedCart.policy, promocode: 'VERANO' } };
    const app = startApp({
      search: `?cartId=${cartId}`,
      sessionOverrides: { loadCart: fromPromise(async () => withPromo) },
    });
    await untilRequoting(app.actor);
    expect(app.insurers.calls.length).toBeGreaterThan(0);
    expect(app.insurers.calls.map((call) => call.input.body.promoCode)).toContain('VERANO');
    expect(flow(app.actor, 'quotation')!.getSnapshot().context.promoCode).toBe('VERANO');
    expect(app.navigations).toEqual(['/new-see-quote']);
  });

  it('goes home when the restored quote has no quotes', async () => {
    const app = startApp({ search: `?cartId=${cartId}` });
    await untilRequoting(app.actor);
    for (const call of [...app.insurers.calls]) call.reject(new Error('Package no available'));
    await waitFor(flow(app.actor, 'session')!, (snapshot) => snapshot.matches('ready'));
    expect(app.navigations).toEqual(['/new-see-quote', '/']);
  });
});
