import { describe, expect, it } from 'vitest';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import { cardDeclineMessages } from '../../../src/domain/payment/payment-outcomes';
import { slowApprovalMs } from '../../../src/server/payments/test-cards';
import { appForThisFile, dataOf, post } from '../../support/test-app';
import { cardPurchase, errorOf, pollUntilDone } from './purchase-fixture';

/**
 * The call that starts an emission waits this long for it to end. Shorter than the slow bank's
 * answer, so that card is always answered 202; long enough that a quick emission ends within it
 * on a busy machine too.
 */
const answerWaitMs = slowApprovalMs - 1_000;
const { app, session } = await appForThisFile({ EMISSION_ANSWER_WAIT_MS: String(answerWaitMs) });

const emitPay = (body: Record<string, unknown>) => post(app, session, '/policy/emit-pay', body);

describe('the call that starts an emission', () => {
  it('answers the policy itself when the emission ends within its wait: no poll needed', async () => {
    const { body } = await cardPurchase(app, session, 'hdi');
    const first = await emitPay(body);
    expect(first.statusCode).toBe(200);
    const result = dataOf<EmissionResult>(first);
    expect(result).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    expect(result.policyNumber).toMatch(/^HDI-[0-9A-F]{10}$/);
  });

  it('answers a refused card itself, in the bank’s words', async () => {
    const { body } = await cardPurchase(app, session, 'mapfre', {
      cardNumber: '4000000000009995',
    });
    const first = await emitPay(body);
    expect(first.statusCode).toBe(402);
    expect(errorOf(first).message).toBe(cardDeclineMessages.insufficientFunds);
  });

  it('answers 202 while a slow bank authorises, then the policy to the poll', async () => {
    const { body } = await cardPurchase(app, session, 'gds', { cardNumber: '4000000000001018' });
    const { first, last } = await pollUntilDone(() => emitPay(body));
    expect(first.statusCode).toBe(202);
    expect(dataOf<EmissionResult>(first).status).toBe('processing');
    expect(dataOf<EmissionResult>(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
  });
});
