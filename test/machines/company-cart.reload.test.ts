import { describe, expect, it } from 'vitest';
import { sanitiseCompanyCartSnapshot } from '../../machines/company-cart/company-cart.sanitise';
import { quotationOf, sharedFormSteps, submit, validValues } from './cart-fixtures';
import { settle } from './cart-fakes';
import { persistSession, reloadAtStep } from './cart-reload';
import { companyInput, fillCompanyUntil, startCompanyCart } from './company-cart.support';

const formSteps = ['companyName', 'rfc', ...sharedFormSteps];

const valorFactura = companyInput({ quotation: quotationOf({ compensationValue: 'invoice' }) });

describe('company cart: a reload lands on the same step with its data', () => {
  it.each(formSteps)('at %s', async (step) => {
    const reload = {
      sanitise: sanitiseCompanyCartSnapshot,
      input: valorFactura,
      fillUntil: fillCompanyUntil,
    };
    const { before, after } = await reloadAtStep(startCompanyCart(valorFactura), reload, step);
    expect(after.context.steps).toEqual(before.context.steps);
    expect(after.context.suggestedRfc).toBe(before.context.suggestedRfc);
    expect(after.context.quotation).toEqual(before.context.quotation);
  });

  it('keeps no card data after a failed emission took the buyer back to payment', async () => {
    const refusal = {
      status: 'rejected',
      message: 'Tu tarjeta fue rechazada.',
      fields: {},
    } as const;
    const { actor, machine } = startCompanyCart(valorFactura, { emission: [refusal] });
    const session = persistSession(actor, machine, sanitiseCompanyCartSnapshot, valorFactura);
    await fillCompanyUntil(actor, 'payment');
    actor.send(submit(validValues.payment));
    await settle();
    actor.send({ type: 'cart.correctData' });
    expect(actor.getSnapshot().value).toBe('payment');

    const { restored, stored } = session.reload();
    expect(restored.getSnapshot().value).toBe('payment');
    expect(restored.getSnapshot().context.emissionAttempt).toBe(1);
    expect(restored.getSnapshot().context.card).toBeUndefined();
    expect(stored).not.toMatch(/4111|securityCode|cardNumber|cardToken|tok_/);
  });
});
