import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/index';
import type { App } from '../../../src/server/app';
import type { Quotation } from '../../../src/domain/quote/quotation';
import { TestBrowser } from '../../support/browser';
import { dataOf, openSession } from '../../support/test-app';
import { cardPayment, emissionBody, pollUntilDone, quotationFor } from './purchase-fixture';
import type { CardToken } from '../../../src/domain/validation/card-token-request';

export interface IssuedPolicy {
  status: string;
  emissionId: string;
  policyNumber: string;
  paymentStatus: 'paid' | 'not-paid';
}

/** A card token made by this browser (the only one that may pay with it). */
export async function browserCardToken(browser: TestBrowser, cardNumber: string) {
  const response = await browser.post('/api/payment/tokenize', {
    cardholderName: 'Emma Gómez Díaz',
    cardNumber,
    expirationDate: '12 / 30',
    securityCode: '123',
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CardToken>(response).cardToken;
}

/**
 * The emit-pay body of a mapfre quotation paid with a card (an approved one unless named) that
 * this browser tokenised, for this e-mail.
 */
export async function emitPayBody(
  app: App,
  email: string,
  buyer: TestBrowser,
  cardNumber = '4242424242424242',
): Promise<{ quotation: Quotation; body: Record<string, unknown> }> {
  const quotation = await quotationFor(app, await openSession(app), 'mapfre');
  const cardToken = await browserCardToken(buyer, cardNumber);
  const base = emissionBody(quotation, { payment: cardPayment(cardToken) });
  return { quotation, body: { ...base, client: { ...base.client, email } } };
}

/** A buyer in this browser pays a mapfre policy with a card (approved unless named), polling as the cart does. */
export async function buyPolicy(
  app: App,
  browser: TestBrowser,
  email: string,
  cardNumber?: string,
): Promise<{ quotation: Quotation; policy: IssuedPolicy; body: Record<string, unknown> }> {
  const { quotation, body } = await emitPayBody(app, email, browser, cardNumber);
  const { last } = await pollUntilDone(() => browser.post('/policy/emit-pay', body));
  expect(last.statusCode, last.body).toBe(200);
  return { quotation, policy: dataOf<IssuedPolicy>(last), body };
}

const password = 'Seguro#2026ok';

/**
 * The buyer's browser opens the holder's account with the purchase's grant and draws an access
 * token from that sign-in: what the thank-you page does before the PDF download.
 */
export async function holderToken(
  buyer: TestBrowser,
  email: string,
  language: 'es' | 'en' = 'es',
): Promise<string> {
  const signUp = await buyer.post('/api/user/sign-up', {
    firstName: 'Emma',
    emailAddress: email,
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
    language,
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  return accessTokenOf(buyer, dataOf<{ userId: string }>(signUp).userId);
}

/**
 * Any browser reaches the holder's account the long way, as the holder would: the e-mailed
 * link sets the password and signs it in; then it draws an access token.
 */
export async function holderTokenByMail(app: App, email: string): Promise<string> {
  const browser = await TestBrowser.open(app);
  await browser.post('/api/user/sign-up', {
    emailAddress: email,
    branchCode: 'vehicle',
    partnerCode: 'cotizauto',
  });
  const [mail] = await app.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.mailCode, 'password-link')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = new URL(mail?.text.match(/https?:\S+/)?.[0] ?? '').searchParams.get('token');
  const set = await browser.post('/api/user/set-password', {
    token,
    password,
    partnerCode: 'cotizauto',
  });
  expect(set.statusCode, set.body).toBe(200);
  return accessTokenOf(browser, dataOf<{ userId: string }>(set).userId);
}

async function accessTokenOf(browser: TestBrowser, userId: string): Promise<string> {
  const token = await browser.post('/api/user/get-access-token', {
    userId,
    expiresInSeconds: 300,
    partnerCode: 'cotizauto',
  });
  return dataOf<{ accessToken: string }>(token).accessToken;
}
