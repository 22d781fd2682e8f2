import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Quotation } from '../../../src/domain/quotation';
import type { TestBrowser } from '../../support/browser';
import { dataOf, openSession } from '../../support/test-app';
import {
  cardPayment,
  emissionBody,
  pollUntilDone,
  quotationFor,
  tokenize,
} from './purchase-fixture';

export interface IssuedPolicy {
  status: string;
  emissionId: string;
  policyNumber: string;
  paymentStatus: 'paid' | 'not-paid';
}

/** The emit-pay body of a mapfre quotation paid with an approved card, for this e-mail. */
export async function emitPayBody(
  app: App,
  email: string,
): Promise<{ quotation: Quotation; body: Record<string, unknown> }> {
  const session = await openSession(app);
  const quotation = await quotationFor(app, session, 'mapfre');
  const { cardToken } = await tokenize(app, session, '4242424242424242');
  const base = emissionBody(quotation, { payment: cardPayment(cardToken) });
  return { quotation, body: { ...base, client: { ...base.client, email } } };
}

/** A buyer in this browser pays a mapfre policy with an approved card, polling as the cart does. */
export async function buyPolicy(
  app: App,
  browser: TestBrowser,
  email: string,
): Promise<{ quotation: Quotation; policy: IssuedPolicy; body: Record<string, unknown> }> {
  const { quotation, body } = await emitPayBody(app, email);
  const { last } = await pollUntilDone(() => browser.post('/policy/emit-pay', body));
  expect(last.statusCode, last.body).toBe(200);
  return { quotation, policy: dataOf<IssuedPolicy>(last), body };
}
