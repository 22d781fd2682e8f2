import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Bank } from '../../src/domain/payment/bank-cards';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import { timing } from '../../src/domain/common/timing';
import { sanitiseIndividualCartSnapshot } from '../../machines/individual-cart/individual-cart.sanitise';
import { quotationOf, refusedCard, sharedFormSteps, submit, validValues } from './cart-fixtures';
import { fakeCartActors, settle } from './cart-fakes';
import { persistSession, reloadAtStep } from './cart-reload';
import { fillUntil, individualInput, startIndividualCart } from './individual-cart.support';

const formSteps = ['holder', 'birthdateAndGender', 'rfc', ...sharedFormSteps];

const valorFactura = individualInput({ quotation: quotationOf({ compensationValue: 'invoice' }) });

afterEach(() => {
  vi.useRealTimers();
});

describe('individual cart: a reload lands on the same step with its data', () => {
  it.each(formSteps)('at %s', async (step) => {
    const reload = { sanitise: sanitiseIndividualCartSnapshot, input: valorFactura, fillUntil };
    const { before, after } = await reloadAtStep(startIndividualCart(valorFactura), reload, step);
    expect(after.context.steps).toEqual(before.context.steps);
    expect(after.context.direction).toBe(before.context.direction);
    expect(after.context.postalLocation).toEqual(before.context.postalLocation);
  });

  it('back at the first step, with the holder as typed', async () => {
    const { actor, machine } = startIndividualCart(valorFactura);
    const session = persistSession(actor, machine, sanitiseIndividualCartSnapshot, valorFactura);
    await fillUntil(actor, 'contact');
    actor.send({ type: 'cart.back' });
    actor.send({ type: 'cart.back' });
    actor.send({ type: 'cart.back' });
    const { restored } = session.reload();
    expect(restored.getSnapshot().value).toBe('holder');
    expect(restored.getSnapshot().context.steps.holder).toMatchObject({ firstName: 'Ana' });
  });

  it('keeps no card data, even after the card was typed and refused', async () => {
    const { actor, machine } = startIndividualCart(valorFactura, { card: refusedCard });
    const session = persistSession(actor, machine, sanitiseIndividualCartSnapshot, valorFactura);
    await fillUntil(actor, 'payment');
    actor.send(submit(validValues.payment));
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');

    const { restored, stored } = session.reload();
    expect(restored.getSnapshot().value).toBe('payment');
    expect(restored.getSnapshot().context.fieldErrors).toEqual({
      bank: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
    });
    expect(stored).not.toMatch(/4111|securityCode|cardNumber|cardToken|tok_/);
  });

  it('at the payment step whose bank list failed (the database away), with the failure shown again', async () => {
    const { actors } = fakeCartActors();
    const machine = individualCartMachine.provide({
      actors: {
        ...actors,
        loadBanks: fromPromise<Bank[], { providerCode: string }>(async () => {
          throw new Error('La base de datos no responde.');
        }),
      },
    });
    const actor = createActor(machine, { input: valorFactura });
    actor.start();
    const session = persistSession(actor, machine, sanitiseIndividualCartSnapshot, valorFactura);
    await fillUntil(actor, 'payment');
    await settle();
    const before = actor.getSnapshot();
    expect(before.children.loadBanks?.getSnapshot().status).toBe('error');
    expect(before.context.errorMessage).toBe('La base de datos no responde.');

    const { restored } = session.reload();
    await settle();
    expect(restored.getSnapshot().value).toBe('payment');
    expect(restored.getSnapshot().context.steps).toEqual(before.context.steps);
    expect(restored.getSnapshot().context.errorMessage).toBe('La base de datos no responde.');
  });

  it('during the first emission call, a reload lands on the payment step: the card is asked again', async () => {
    const { actor, machine } = startIndividualCart(valorFactura, {
      emission: [new Promise<never>(() => {})] as never,
    });
    const session = persistSession(actor, machine, sanitiseIndividualCartSnapshot, valorFactura);
    await fillUntil(actor, 'emission');
    await settle();
    expect(actor.getSnapshot().matches({ emission: 'requesting' })).toBe(true);

    const { restored, stored } = session.reload();
    expect(restored.getSnapshot().value).toBe('payment');
    expect(stored).not.toMatch(/4111|cardToken|tok_/);
  });

  it('during the request-policy loader, a reload polls again without the card and ends issued', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, machine, backend } = startIndividualCart(valorFactura, {
      emission: [
        { status: 'processing' },
        { status: 'issued', policyNumber: 'HDI-0001', paymentStatus: 'paid' },
      ],
    });
    const session = persistSession(actor, machine, sanitiseIndividualCartSnapshot, valorFactura);
    await fillUntil(actor, 'emission');
    await settle();
    expect(actor.getSnapshot().matches({ emission: 'awaitingPolicy' })).toBe(true);

    const { restored, stored } = session.reload();
    expect(restored.getSnapshot().matches({ emission: 'awaitingPolicy' })).toBe(true);
    expect(stored).not.toMatch(/4111|cardToken|tok_/);
    await vi.advanceTimersByTimeAsync(timing.emissionPollMs);
    await settle();
    expect(restored.getSnapshot().value).toBe('issued');
    // The first call paid with the card's token; the poll after the reload asks by the same key.
    const [first, poll] = backend.emissions;
    expect(first).toMatchObject({ withPayment: true, request: { payment: expect.anything() } });
    expect(poll).toMatchObject({ withPayment: false });
    expect(poll!.request).not.toHaveProperty('payment');
    expect(poll!.request.idempotencyKey).toBe(first!.request.idempotencyKey);
  });
});
