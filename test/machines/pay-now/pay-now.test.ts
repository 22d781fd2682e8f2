import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAfterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.actors';
import { paidPolicy, pendingPolicy } from '../../../machines/qa/samples/after-purchase.samples';
import {
  selectPayNow,
  selectPendingPaymentPaid,
} from '../../../machines/after-purchase/after-purchase.selectors';
import type { AfterPurchaseInput } from '../../../machines/after-purchase/after-purchase.types';
import { typedCard } from '../../../machines/qa/samples/pay-now.samples';
import {
  selectPaymentBanks,
  selectPaymentErrors,
  selectPayNowView,
} from '../../../machines/pay-now/pay-now.selectors';
import type { Api } from '../../../src/api';
import type { CardGateway } from '../../../src/api/purchase';
import { cardDeclineMessages } from '../../../src/domain/payment/payment-outcomes';
import { messages } from '../../../src/domain/validation';

const banorteVisa = { bin: '424242', scheme: 'visa', bankCode: 'banorte', cardClass: 'bank' };

/** The thank-you page's flow on a fake API whose pay call answers `payAnswer`. */
function payNowOnFakes(input: AfterPurchaseInput, payAnswer: () => Promise<unknown>) {
  const calls = { pays: [] as unknown[], tokenized: [] as unknown[] };
  const api = {
    account: {
      signUp: async () => ({ status: 'signed-in', userId: 'user-1' }),
    },
    catalog: { listBanks: async () => [{ code: 'banorte', name: 'Banorte' }] },
    purchase: {
      getBinInfo: async () => banorteVisa,
      pay: async (body: unknown, providerCode: string) => {
        calls.pays.push({ body, providerCode });
        return payAnswer();
      },
    },
  } as unknown as Api;
  const cardGateway: CardGateway = {
    tokenize: async (card) => {
      calls.tokenized.push(card);
      return { cardToken: 'tok_sandbox_0001', brand: 'visa', lastFour: '4242' };
    },
  };
  const machine = createAfterPurchaseMachine({
    api,
    cardGateway,
    saveFile: () => {},
    reportTransaction: () => {},
  });
  const thankYou = createActor(machine, { input }).start();
  const payNow = selectPayNow(thankYou.getSnapshot());
  return { thankYou, actor: payNow!, calls };
}

const paid = async () => ({
  status: 'issued',
  emissionId: 'emission-1',
  policyNumber: 'HDI-0001',
  paymentStatus: 'paid',
});

async function openForm(actor: ReturnType<typeof payNowOnFakes>['actor']) {
  actor.send({ type: 'payNow.start' });
  await waitFor(actor, (snapshot) => selectPayNowView(snapshot) === 'form');
}

describe('Pagar ahora (the thank-you page runs it)', () => {
  it('offers nothing to pay for a policy paid at the purchase', () => {
    const { thankYou, actor } = payNowOnFakes(paidPolicy, paid);
    expect(actor).toBeUndefined();
    expect(thankYou.getSnapshot().matches({ payNow: 'notOwed' })).toBe(true);
  });

  it('pays the pending receipt once with the card typed, then shows the policy paid', async () => {
    const { thankYou, actor, calls } = payNowOnFakes(pendingPolicy, paid);
    expect(selectPayNowView(actor.getSnapshot())).toBe('offered');
    await openForm(actor);
    expect(selectPaymentBanks(actor.getSnapshot())).toEqual([{ code: 'banorte', name: 'Banorte' }]);

    actor.send({ type: 'payNow.pay', values: typedCard });
    await waitFor(thankYou, selectPendingPaymentPaid);
    expect(thankYou.getSnapshot().context.policy.paymentStatus).toBe('paid');
    expect(calls.pays).toEqual([
      {
        body: {
          quotationId: 'quotation-1',
          payment: {
            cardToken: 'tok_sandbox_0001',
            bank: 'banorte',
            cardType: 'credit',
            installments: 1,
          },
        },
        providerCode: 'hdi',
      },
    ]);
    // As typed ('4242 4242 …', '12/30'), the card reaches the tokeniser in its own format.
    expect(calls.tokenized).toMatchObject([
      { expirationDate: '12 / 30', cardNumber: '4242424242424242' },
    ]);
  });

  it('keeps the buyer on the form with the spec’s message when the bank declines, and pays with the next card', async () => {
    let answers = 0;
    const run = payNowOnFakes(pendingPolicy, async () => {
      answers += 1;
      if (answers === 1)
        throw {
          code: 'card-declined',
          message: cardDeclineMessages.declined,
          fields: { cardNumber: [cardDeclineMessages.declined] },
        };
      return paid();
    });
    const { actor, calls } = run;
    await openForm(actor);
    actor.send({ type: 'payNow.pay', values: typedCard });
    await waitFor(actor, (snapshot) => !snapshot.matches('paying'));
    expect(selectPayNowView(actor.getSnapshot())).toBe('form');
    expect(selectPaymentErrors(actor.getSnapshot())).toEqual({
      cardNumber: cardDeclineMessages.declined,
    });

    const { thankYou } = run;
    actor.send({ type: 'payNow.pay', values: typedCard });
    await waitFor(thankYou, selectPendingPaymentPaid);
    expect(calls.pays).toHaveLength(2);
  });

  it('refuses a card typed wrong before anything is sent, with the field’s message', async () => {
    const { actor, calls } = payNowOnFakes(pendingPolicy, paid);
    await openForm(actor);
    actor.send({ type: 'payNow.pay', values: { ...typedCard, expirationDate: '13/30' } });
    expect(selectPayNowView(actor.getSnapshot())).toBe('form');
    expect(selectPaymentErrors(actor.getSnapshot())).toEqual({
      expirationDate: messages.expirationDate,
    });
    expect(calls.tokenized).toEqual([]);
    expect(calls.pays).toEqual([]);
  });

  it('closes the form and offers Pagar ahora again', async () => {
    const { actor } = payNowOnFakes(pendingPolicy, paid);
    await openForm(actor);
    actor.send({ type: 'payNow.cancel' });
    expect(selectPayNowView(actor.getSnapshot())).toBe('offered');
  });
});
