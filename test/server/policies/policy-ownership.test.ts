import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { paymentRequiredMessage } from '../../../src/domain/payment/payment-outcomes';
import { quotationTakenMessage } from '../../../src/server/policies/emission-service';
import { noPendingPolicyMessage } from '../../../src/server/policies/pay-service';
import { policyAccessDeniedMessage } from '../../../src/server/policies/policies-area';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf } from '../../support/test-app';
import {
  browserCardToken,
  buyPolicy,
  emitPayBody,
  holderToken,
  holderTokenByMail,
  type IssuedPolicy,
} from './buyer';
import { cardPayment, emissionBody, errorOf, pollUntilDone } from './purchase-fixture';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Nothing of the victim's policy in an answer. */
function expectNothingOf(policy: IssuedPolicy, body: string) {
  expect(body).not.toContain(policy.policyNumber);
  expect(body).not.toContain(policy.emissionId);
  expect(body).not.toContain('Emma');
}

describe('PDF without ownership', () => {
  it('answers the holder’s token only: not the emission id, another account, a garbled token or none', async () => {
    const victim = await TestBrowser.open(app);
    const { policy } = await buyPolicy(app, victim, 'emma.victima@example.mx');
    const victimToken = await holderToken(victim, 'emma.victima@example.mx');
    const attacker = await TestBrowser.open(app);
    await buyPolicy(app, attacker, 'eve@example.mx');
    const attackerToken = await holderToken(attacker, 'eve@example.mx');

    const attempts: Record<string, string>[] = [
      {},
      { 'x-emission-id': policy.emissionId },
      { 'x-access-token': attackerToken },
      { 'x-access-token': `${victimToken.slice(0, -2)}xx` },
    ];
    for (const headers of attempts) {
      const response = await attacker.get(`/api/policy/${policy.policyNumber}/pdf`, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', message: policyAccessDeniedMessage });
      expectNothingOf(policy, response.body);
    }
    const unknown = await attacker.get('/api/policy/MAP-0000-0000/pdf', {
      'x-access-token': attackerToken,
    });
    expect(unknown.json()).toEqual({ code: 'forbidden', message: policyAccessDeniedMessage });
    const own = await victim.get(`/api/policy/${policy.policyNumber}/pdf`, {
      'x-access-token': victimToken,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('someone else’s quotationId', () => {
  it('a replay from another browser, with a new key or none, is refused without the policy', async () => {
    const victim = await TestBrowser.open(app);
    const { quotation, policy, body } = await buyPolicy(app, victim, 'emma.replay@example.mx');
    const attacker = await TestBrowser.open(app);
    const cardToken = await browserCardToken(attacker, '4242424242424242');
    const { idempotencyKey: _victimKey, ...withoutKey } = body;
    const replays = [
      { ...body, idempotencyKey: 'attacker-key:1', payment: cardPayment(cardToken) },
      { ...withoutKey, payment: cardPayment(cardToken) },
    ];
    for (const replay of replays) {
      const response = await attacker.post('/policy/emit-pay', replay);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'conflict', message: quotationTakenMessage });
      expectNothingOf(policy, response.body);
    }
    const emit = await attacker.post('/policy/emit', emissionBody(quotation));
    expect(emit.statusCode).toBe(409);
    expectNothingOf(policy, emit.body);

    const pay = await attacker.post('/api/policy/pay', {
      quotationId: quotation.id,
      payment: cardPayment(cardToken),
      providerCode: 'mapfre',
      partnerCode: 'cotizauto',
    });
    expect(pay.statusCode).toBe(404);
    expect(errorOf(pay).message).toBe(noPendingPolicyMessage);
    expectNothingOf(policy, pay.body);

    const own = await victim.post('/policy/emit-pay', body);
    expect(dataOf<IssuedPolicy>(own).policyNumber).toBe(policy.policyNumber);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('a card refused in one browser lets another buy the quotation; the first is then told nothing', async () => {
    const first = await TestBrowser.open(app);
    const { body } = await emitPayBody(app, 'rechazada@example.mx', first);
    const declinedCard = cardPayment(await browserCardToken(first, '4000000000000002'));
    const declined = await pollUntilDone(() =>
      first.post('/policy/emit-pay', { ...body, payment: declinedCard }),
    );
    expect(declined.last.statusCode).toBe(402);
    const second = await TestBrowser.open(app);
    const secondCard = cardPayment(await browserCardToken(second, '4242424242424242'));
    const bought = await pollUntilDone(() =>
      second.post('/policy/emit-pay', { ...body, payment: secondCard }),
    );
    expect(bought.last.statusCode).toBe(200);
    const { policyNumber } = dataOf<IssuedPolicy>(bought.last);
    const poll = await first.post('/policy/emit-pay', body);
    expect(poll.statusCode).toBe(409);
    expect(poll.body).not.toContain(policyNumber);
  });
});

describe('paying someone else’s pending policy', () => {
  /** The sandbox card whose charge fails after issuance: the policy issues, payment pending. */
  const pendingPaymentCard = '4000000000000341';
  /** A card is tokenised in the browser that pays with it. */
  const payBody = async (browser: TestBrowser, quotationId: string) => ({
    quotationId,
    payment: cardPayment(await browserCardToken(browser, '4242424242424242')),
    providerCode: 'mapfre',
    partnerCode: 'cotizauto',
  });

  it('refuses another account’s token, a garbled one and none; the holder’s own account pays it, from any browser', async () => {
    const victim = await TestBrowser.open(app);
    const email = 'emma.pendiente@example.mx';
    const { quotation, policy } = await buyPolicy(app, victim, email, pendingPaymentCard);
    expect(policy.paymentStatus).toBe('not-paid');
    const attacker = await TestBrowser.open(app);
    await buyPolicy(app, attacker, 'eve.paga@example.mx');
    const attackerToken = await holderToken(attacker, 'eve.paga@example.mx');
    const holdersToken = await holderTokenByMail(app, email);

    const attempts: Record<string, string>[] = [
      {},
      { 'x-access-token': attackerToken },
      { 'x-access-token': `${holdersToken.slice(0, -2)}xx` },
    ];
    for (const headers of attempts) {
      const pay = await attacker.post(
        '/api/policy/pay',
        await payBody(attacker, quotation.id),
        headers,
      );
      expect(pay.statusCode).toBe(404);
      expect(errorOf(pay).message).toBe(noPendingPolicyMessage);
      expectNothingOf(policy, pay.body);
    }

    const holdersOtherDevice = await TestBrowser.open(app);
    const paid = await holdersOtherDevice.post(
      '/api/policy/pay',
      await payBody(holdersOtherDevice, quotation.id),
      {
        'x-access-token': holdersToken,
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf<IssuedPolicy>(paid)).toMatchObject({
      policyNumber: policy.policyNumber,
      paymentStatus: 'paid',
    });
  });
});

describe('the behaviour’s own payload, without an idempotency key', () => {
  it('emit-pay issues once: the server derives the key, repeats answer the same policy', async () => {
    const buyer = await TestBrowser.open(app);
    const { body } = await emitPayBody(app, 'sin.llave@example.mx', buyer);
    const { idempotencyKey: _key, ...payload } = body;
    const { first, last } = await pollUntilDone(() => buyer.post('/policy/emit-pay', payload));
    expect([200, 202]).toContain(first.statusCode);
    expect(last.statusCode).toBe(200);
    const issued = dataOf<IssuedPolicy>(last);
    expect(issued).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    const again = await buyer.post('/policy/emit-pay', payload);
    expect(dataOf<IssuedPolicy>(again).policyNumber).toBe(issued.policyNumber);
  });

  it('emit without a key answers the payment it needs, not a server error', async () => {
    const buyer = await TestBrowser.open(app);
    const { body } = await emitPayBody(app, 'sin.llave.emit@example.mx', buyer);
    const {
      idempotencyKey: _key,
      payment: _payment,
      ...payload
    } = body as {
      idempotencyKey: string;
      payment: unknown;
    };
    const response = await buyer.post('/policy/emit', payload);
    expect(response.statusCode).toBe(402);
    expect(errorOf(response).message).toBe(paymentRequiredMessage);
  });
});
