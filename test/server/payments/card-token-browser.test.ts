import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import { messages } from '../../../src/domain/validation/messages';
import { emissions, gatewayAuthorizations } from '../../../src/server/db/schema/index';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import {
  cardPayment,
  emissionBody,
  errorOf,
  pollUntilDone,
  quotationFor,
  tokenize,
} from '../policies/purchase-fixture';

/**
 * The attacker got hold of a buyer's card token (a shared computer's network log, a leaked
 * request) and presents it from another browser to pay for a policy of their own.
 */
let app: App;
let owner: TestSession;
let attacker: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, attacker] = [await openSession(app), await openSession(app)];
});
afterAll(() => app.close());

const chargesOfToken = (cardToken: string) =>
  app.db.select().from(gatewayAuthorizations).where(eq(gatewayAuthorizations.token, cardToken));
const emissionsOfQuotation = (quotationId: string) =>
  app.db.select().from(emissions).where(eq(emissions.quotationId, quotationId));

function expectTokenRefused(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(400);
  expect(errorOf(response)).toMatchObject({
    message: messages.cardToken,
    fields: { cardNumber: [messages.cardToken] },
  });
}

describe('a card token presented by a browser that did not make it', () => {
  it('issues nothing and charges nothing on /policy/emit-pay', async () => {
    const { cardToken } = await tokenize(app, owner, '4242424242424242');
    const quotation = await quotationFor(app, attacker, 'mapfre');
    const body = emissionBody(quotation, { payment: cardPayment(cardToken) });
    expectTokenRefused(await post(app, attacker, '/policy/emit-pay', body));
    expect(await chargesOfToken(cardToken)).toEqual([]);
    expect(await emissionsOfQuotation(quotation.id)).toEqual([]);
  });

  it('is refused without any browser cookie too', async () => {
    const { cardToken } = await tokenize(app, owner, '4242424242424242');
    const quotation = await quotationFor(app, attacker, 'mapfre');
    const body = emissionBody(quotation, { payment: cardPayment(cardToken) });
    const cookieless = { headers: { ...attacker.headers, cookie: '' } };
    const response = await post(app, cookieless, '/policy/emit-pay', body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await chargesOfToken(cardToken)).toEqual([]);
  });

  it('does not pay a pending policy on /api/policy/pay, while the buyer’s own token does', async () => {
    const quotation = await quotationFor(app, owner, 'mapfre');
    const failing = await tokenize(app, owner, '4000000000000341');
    const { last } = await pollUntilDone(() =>
      post(app, owner, '/policy/emit-pay', {
        ...emissionBody(quotation, { payment: cardPayment(failing.cardToken) }),
      }),
    );
    expect(dataOf<EmissionResult>(last).paymentStatus).toBe('not-paid');
    const pay = (session: TestSession, cardToken: string) =>
      post(app, session, '/api/policy/pay', {
        quotationId: quotation.id,
        payment: cardPayment(cardToken),
        providerCode: 'mapfre',
        partnerCode: 'cotizauto',
      });

    const foreign = await tokenize(app, attacker, '4242424242424242');
    expectTokenRefused(await pay(owner, foreign.cardToken));
    expect(await chargesOfToken(foreign.cardToken)).toEqual([]);

    const own = await tokenize(app, owner, '4242424242424242');
    const paid = await pay(owner, own.cardToken);
    expect(paid.statusCode).toBe(200);
    expect(dataOf<EmissionResult>(paid).paymentStatus).toBe('paid');
  });
});
