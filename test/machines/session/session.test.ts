import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { createSessionActors, promoCookieName } from '../../../machines/session/session.actors';
import {
  selectOfferedPaymentFrequencies,
  selectPromoFlags,
} from '../../../machines/session/session.selectors';
import type { SessionInput } from '../../../machines/session/session.types';
import { busyTag } from '../../../machines/support/persistence';
import { cartId, catalogue, promo, savedCart } from '../../../machines/qa/samples/session.samples';
import { quoteChoicesFromCart } from '../../../machines/session/session.restore';

function startSession(input: SessionInput, overrides: Record<string, AnyActorLogic> = {}) {
  const cookies: { name: string; value: string; expires: number }[] = [];
  const saved: unknown[] = [];
  const mailed: unknown[] = [];
  const defaults = createSessionActors(
    {} as never,
    { set: (name, value, options) => cookies.push({ name, value, expires: options.expires }) },
    () => undefined,
  );
  const machine = sessionMachine.provide({
    actors: {
      loadPromoData: fromPromise(async () => promo),
      rememberPromoCode: defaults.rememberPromoCode,
      loadCart: fromPromise(async () => savedCart),
      refetchCatalogue: fromPromise(async () => catalogue),
      saveCart: fromPromise(async ({ input }) => {
        saved.push(input);
        return { id: cartId };
      }),
      sendSavedQuote: fromPromise(async ({ input }) => {
        mailed.push(input);
        return { id: 'mail-1' };
      }),
      ...overrides,
    } as never,
  });
  const actor = createActor(machine, { input });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, cookies, saved, mailed };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('session: arrival with a promo code', () => {
  it('resets the stored flow, applies the promo data and keeps the code in a cookie for 7 days', async () => {
    const { actor, emitted, cookies } = startSession({
      arrival: { canary: false, promoCode: 'VERANO' },
    });
    await settled(actor);
    expect(emitted.slice(0, 2)).toEqual([
      { type: 'session.partnerCodeInForce', partnerCode: 'coppel' },
      { type: 'session.promoApplied', promoCode: 'VERANO', promo, blacklist: [] },
    ]);
    expect(selectPromoFlags(actor.getSnapshot())).toEqual({
      skipSeeQuote: true,
      skipPayment: true,
      onlyCashPayment: true,
    });
    expect(selectOfferedPaymentFrequencies(actor.getSnapshot()).map((f) => f.label)).toEqual([
      'Contado',
    ]);
    expect(actor.getSnapshot().context.partnerCode).toBe('coppel');
    expect(cookies).toEqual([{ name: promoCookieName, value: 'VERANO', expires: 7 }]);
    expect(actor.getSnapshot().context.blacklist).toEqual([]);
  });

  it('blacklists mapfre for the used-car partner, and sends home a visitor who had picked mapfre', async () => {
    const { actor, emitted } = startSession({
      arrival: { canary: false, promoCode: 'KAVAK2026' },
      selectedProvider: 'mapfre',
    });
    await settled(actor);
    expect(actor.getSnapshot().context.blacklist).toEqual(['mapfre']);
    expect(emitted).toContainEqual({ type: 'navigation.requested', to: '/' });
  });

  it('stays put for the used-car partner when the visitor had picked another insurer', async () => {
    const { actor, emitted } = startSession({
      arrival: { canary: false, promoCode: 'KAVAK2026' },
      selectedProvider: 'hdi',
    });
    await settled(actor);
    expect(emitted.map((event) => event.type)).not.toContain('navigation.requested');
  });

  it('locks quote editing for the leads channel AS_LEADS', async () => {
    const { actor, emitted } = startSession({ arrival: { canary: false, promoCode: 'AS_LEADS' } });
    await settled(actor);
    expect(emitted).toContainEqual({ type: 'wizard.setEditingLock', locked: true });
    // Its code cannot be swapped for another in the discount modal either.
    actor.send({ type: 'session.applyPromo', promoCode: 'BIENVENIDA10' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      promoCode: 'AS_LEADS',
      promoEntry: { status: 'rejected', message: 'Esta cotización no se puede modificar.' },
    });
  });

  it("says 'Promocode Invalido' for a code the service does not know, or an empty one", async () => {
    const { actor } = startSession(
      { arrival: { canary: false, promoCode: 'NOPE' } },
      { loadPromoData: fromPromise(() => Promise.reject(new Error('not found'))) },
    );
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe('Promocode Invalido');
    expect(selectOfferedPaymentFrequencies(actor.getSnapshot()).map((f) => f.label)).toEqual([
      'Anual',
      'Trimestral',
      'Semestral',
      'Mensual',
      'Contado',
    ]);
    // Quoting goes on without the bad code (it is not sent with the quotes).
    expect(actor.getSnapshot().context.promoCode).toBeUndefined();
  });
});

describe('session: a code typed in the discount modal', () => {
  it('applies a known code, says by how much, and asks for the quote on screen to be priced again', async () => {
    const { actor, emitted, cookies } = startSession({ arrival: { canary: false } });
    actor.send({ type: 'session.applyPromo', promoCode: ' verano ' });
    expect(actor.getSnapshot().context.promoEntry).toEqual({ status: 'checking', code: 'verano' });
    await settled(actor);
    expect(actor.getSnapshot().context.promoEntry).toEqual({
      status: 'applied',
      code: 'verano',
      discountPercent: 10,
    });
    expect(actor.getSnapshot().context.promoCode).toBe('verano');
    expect(emitted.slice(0, 2)).toEqual([
      { type: 'session.partnerCodeInForce', partnerCode: 'coppel' },
      { type: 'session.promoEntered', promoCode: 'verano', promo, blacklist: [] },
    ]);
    expect(emitted.map((event) => event.type)).not.toContain('session.promoApplied');
    expect(cookies).toEqual([{ name: promoCookieName, value: 'verano', expires: 7 }]);
  });

  it("says 'Promocode Invalido' for an unknown or empty code and keeps the promo in force", async () => {
    const { actor, emitted } = startSession(
      { arrival: { canary: false, promoCode: 'VERANO' } },
      {
        loadPromoData: fromPromise<typeof promo, { promoCode: string }>(async ({ input }) => {
          if (input.promoCode !== 'VERANO') throw new Error('Promocode Invalido');
          return promo;
        }),
      },
    );
    await settled(actor);
    actor.send({ type: 'session.applyPromo', promoCode: 'NO-EXISTE' });
    await settled(actor);
    expect(actor.getSnapshot().context.promoEntry).toEqual({
      status: 'rejected',
      code: 'NO-EXISTE',
      message: 'Promocode Invalido',
    });
    expect(actor.getSnapshot().context.promoCode).toBe('VERANO');
    actor.send({ type: 'session.applyPromo', promoCode: '  ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.promoEntry).toMatchObject({ status: 'rejected' });
    expect(emitted.map((event) => event.type)).not.toContain('session.promoEntered');
  });
});

describe('session: restore by cartId', () => {
  it('loads the cart, rebuilds the quote, restores its steps and re-quotes with its package and payment form', async () => {
    const { actor, emitted } = startSession({ arrival: { canary: false, cartId } });
    await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'requoting' }));
    const inputs = {
      subbrandId: 'sb-versa',
      subbrandName: 'Versa',
      brandName: 'Nissan',
      modelId: 'm-versa-2020',
      model: 2020,
      postalCode: '06700',
      supportedInsurers: ['hdi', 'ana'],
      personType: 'natural',
      gender: 'female',
      birthdate: '1986-03-13',
      versionId: 'v-1',
    };
    expect(emitted).toEqual([
      {
        type: 'session.cartRestored',
        inputs,
        cart: savedCart,
        versions: catalogue.versions,
        quotationStep: 2,
        emissionStep: 4,
      },
      {
        type: 'quotation.request',
        inputs,
        package: 1,
        policy: { paymentFrequency: 3, validity: 1, indemnityValue: 'commercial' },
      },
    ]);
    actor.send({ type: 'quotation.settled', withoutQuotes: false });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.withoutQuotes).toBe(false);
  });

  it('sets withoutQuotes and sends home when the restored quote yields no quotes', async () => {
    const { actor, emitted } = startSession({ arrival: { canary: false, cartId } });
    await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'requoting' }));
    actor.send({ type: 'quotation.settled', withoutQuotes: true });
    expect(actor.getSnapshot().context.withoutQuotes).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/' });
  });

  it('resets the stored flow and says the cart could not be recovered', async () => {
    const { actor, emitted } = startSession(
      { arrival: { canary: false, cartId } },
      { loadCart: fromPromise(() => Promise.reject(new Error('not found'))) },
    );
    await settled(actor);
    expect(emitted).toEqual([{ type: 'session.resetStoredFlow' }]);
    expect(actor.getSnapshot().context.message).toBe(`No pudimos recuperar el carrito ${cartId}.`);
  });
});

describe('session: partner code and sharing the quote', () => {
  const cart = { store: { modelId: 'm-versa-2020' }, quote: {} };

  it('saves the cart and mails its link, then updates the same cart', async () => {
    const { actor, saved, mailed } = startSession({ arrival: { canary: false } });
    actor.send({ type: 'session.saveQuote', cart, emailAddress: ' ana@correo.mx ' });
    expect(actor.getSnapshot().context.quoteMail).toEqual({
      status: 'sending',
      emailAddress: 'ana@correo.mx',
    });
    await settled(actor);
    expect(actor.getSnapshot().context.quoteMail).toEqual({
      status: 'sent',
      emailAddress: 'ana@correo.mx',
    });
    actor.send({ type: 'session.saveQuote', cart, emailAddress: 'luis@correo.mx' });
    await settled(actor);
    expect(saved).toEqual([cart, { ...cart, cartId }]);
    expect(mailed).toEqual([
      { emailAddress: 'ana@correo.mx', cartId },
      { emailAddress: 'luis@correo.mx', cartId },
    ]);
  });

  it('refuses a malformed address with the spec message before saving anything', () => {
    const { actor, saved } = startSession({ arrival: { canary: false } });
    actor.send({ type: 'session.saveQuote', cart, emailAddress: 'ana@correo' });
    expect(actor.getSnapshot().context.quoteMail).toEqual({
      status: 'rejected',
      emailAddress: 'ana@correo',
      message: 'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
    });
    expect(saved).toEqual([]);
  });

  it("says why when the mail is refused (the server's message)", async () => {
    const { actor } = startSession(
      { arrival: { canary: false } },
      {
        sendSavedQuote: fromPromise(() => Promise.reject(new Error('Ya enviamos varios correos'))),
      },
    );
    actor.send({ type: 'session.saveQuote', cart, emailAddress: 'ana@correo.mx' });
    await settled(actor);
    expect(actor.getSnapshot().context.quoteMail).toMatchObject({ status: 'failed' });
  });

  it('downloads the PDF of the quotations it is given, and says so when it cannot', async () => {
    const asked: unknown[] = [];
    const { actor } = startSession(
      { arrival: { canary: false } },
      {
        downloadQuotePdf: fromPromise(async ({ input }) => {
          asked.push(input);
          if (asked.length > 1) throw new Error('gone');
        }),
      },
    );
    actor.send({ type: 'session.downloadQuotePdf', quotationIds: ['q-1', 'q-2'] });
    expect(actor.getSnapshot().hasTag(busyTag)).toBe(true);
    await settled(actor);
    expect(asked).toEqual([{ quotationIds: ['q-1', 'q-2'] }]);
    expect(actor.getSnapshot().context.message).toBeUndefined();
    actor.send({ type: 'session.downloadQuotePdf', quotationIds: ['q-1'] });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBeTruthy();
  });

  it('takes the partner code it is given', () => {
    const { actor } = startSession({ arrival: { canary: false } });
    expect(actor.getSnapshot().context.partnerCode).toBe('cotizauto');
    actor.send({ type: 'session.setPartnerCode', partnerCode: 'coppel' });
    expect(actor.getSnapshot().context.partnerCode).toBe('coppel');
  });
});

describe('session: a URL opened over a stored session', () => {
  const withoutPartner = { ...promo, partnerCode: null };

  it('applies a promo the URL names that the session does not hold, back to the site’s brand', async () => {
    let answer = promo;
    const { actor, emitted } = startSession(
      { arrival: { canary: false, promoCode: 'COPPEL-CREDITO' } },
      { loadPromoData: fromPromise(async () => answer) },
    );
    await settled(actor);
    expect(actor.getSnapshot().context.partnerCode).toBe('coppel');

    answer = withoutPartner;
    actor.send({ type: 'session.arrive', arrival: { canary: false, promoCode: 'BIENVENIDA10' } });
    await settled(actor);
    expect(emitted.filter((event) => event.type === 'session.promoApplied')).toEqual([
      { type: 'session.promoApplied', promoCode: 'COPPEL-CREDITO', promo, blacklist: [] },
      {
        type: 'session.promoApplied',
        promoCode: 'BIENVENIDA10',
        promo: withoutPartner,
        blacklist: [],
      },
    ]);
    expect(actor.getSnapshot().context.promoCode).toBe('BIENVENIDA10');
    expect(actor.getSnapshot().context.partnerCode).toBe('cotizauto');
  });

  it('keeps the stored session for the promo it already holds or a URL without one, saying only which partner code the calls carry', async () => {
    const { actor, emitted } = startSession({ arrival: { canary: false, promoCode: 'VERANO' } });
    await settled(actor);
    const before = emitted.length;
    actor.send({ type: 'session.arrive', arrival: { canary: false, promoCode: 'VERANO' } });
    actor.send({ type: 'session.arrive', arrival: { canary: false } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    const stillThePromos = { type: 'session.partnerCodeInForce', partnerCode: 'coppel' };
    expect(emitted.slice(before)).toEqual([stillThePromos, stillThePromos]);
  });

  it('restores a cart the URL names', async () => {
    const { actor, emitted } = startSession({ arrival: { canary: false } });
    actor.send({ type: 'session.arrive', arrival: { canary: false, cartId } });
    await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'requoting' }));
    expect(emitted.map((event) => event.type)).toEqual([
      'session.partnerCodeInForce',
      'session.cartRestored',
      'quotation.request',
    ]);
    expect(actor.getSnapshot().context.cartId).toBe(cartId);
  });

  it('falls back to the partner code the site was built with, not always the own brand', async () => {
    const { actor } = startSession(
      { arrival: { canary: false, promoCode: 'BIENVENIDA10' }, partnerCode: 'coppel' },
      { loadPromoData: fromPromise(async () => withoutPartner) },
    );
    await settled(actor);
    expect(actor.getSnapshot().context.partnerCode).toBe('coppel');
  });
});

describe('session: the choices a saved cart gives back', () => {
  it('reads the indemnity value saved, else the one its compensation value stands for', () => {
    expect(
      quoteChoicesFromCart({ ...savedCart, policy: { compensationValue: 'invoice', validity: 3 } }),
    ).toEqual({ policy: { validity: 3, indemnityValue: 'invoice' } });
    expect(
      quoteChoicesFromCart({
        ...savedCart,
        policy: { compensationValue: 'commercial', indemnityValue: 'agreed', package: 2 },
      }),
    ).toEqual({ package: 2, policy: { indemnityValue: 'agreed' } });
    expect(quoteChoicesFromCart({ store: {} })).toEqual({ policy: {} });
  });
});
