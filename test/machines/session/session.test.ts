import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { createSessionActors, promoCookieName } from '../../../machines/session/session.actors';
import { selectPromoFlags } from '../../../machines/session/session.selectors';
import type { SessionInput } from '../../../machines/session/session.types';
import { cartId, catalogue, promo, savedCart } from '../../../machines/session/session.samples';

function startSession(input: SessionInput, overrides: Record<string, AnyActorLogic> = {}) {
  const cookies: { name: string; value: string; expires: number }[] = [];
  const saved: unknown[] = [];
  const defaults = createSessionActors({} as never, {
    set: (name, value, options) => cookies.push({ name, value, expires: options.expires }),
  });
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
      ...overrides,
    } as never,
  });
  const actor = createActor(machine, { input });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, cookies, saved };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('session: arrival with a promo code', () => {
  it('resets the stored flow, applies the promo data and keeps the code in a cookie for 7 days', async () => {
    const { actor, emitted, cookies } = startSession({
      arrival: { canary: false, promoCode: 'VERANO' },
    });
    await settled(actor);
    expect(emitted[0]).toEqual({
      type: 'session.promoApplied',
      promoCode: 'VERANO',
      promo,
      blacklist: [],
    });
    expect(selectPromoFlags(actor.getSnapshot())).toEqual({
      skipSeeQuote: true,
      skipPayment: true,
      onlyCashPayment: true,
    });
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
  });

  it("says 'Promocode Invalido' for a code the service does not know, or an empty one", async () => {
    const { actor } = startSession(
      { arrival: { canary: false, promoCode: 'NOPE' } },
      { loadPromoData: fromPromise(() => Promise.reject(new Error('not found'))) },
    );
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe('Promocode Invalido');
    // Quoting goes on without the bad code (it is not sent with the quotes).
    expect(actor.getSnapshot().context.promoCode).toBeUndefined();
    actor.send({ type: 'session.dismissMessage' });
    actor.send({ type: 'session.applyPromo', promoCode: '' });
    expect(actor.getSnapshot().context.message).toBe('Promocode Invalido');
  });
});

describe('session: restore by cartId', () => {
  it('loads the cart, rebuilds the quote, restores its steps and re-quotes', async () => {
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
      { type: 'quotation.request', inputs },
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

describe('session: partner code and saving the cart', () => {
  it('saves the cart, then updates the same cart', async () => {
    const { actor, saved } = startSession({ arrival: { canary: false } });
    const cart = { store: { quotationStep: 1 }, quote: {} };
    actor.send({ type: 'session.saveCart', cart });
    await settled(actor);
    actor.send({ type: 'session.saveCart', cart });
    await settled(actor);
    expect(saved).toEqual([cart, { ...cart, cartId }]);
  });

  it('takes the partner code it is given', () => {
    const { actor } = startSession({ arrival: { canary: false } });
    expect(actor.getSnapshot().context.partnerCode).toBe('cotizauto');
    actor.send({ type: 'session.setPartnerCode', partnerCode: 'coppel' });
    expect(actor.getSnapshot().context.partnerCode).toBe('coppel');
  });
});
