import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/server/app';
import type { Quotation } from '../../../src/domain/quote/quotation';
import type { CardToken } from '../../../src/domain/validation/card-token-request';
import { dataOf, post, type TestSession } from '../../support/test-app';
import { findCatalogueVersion, quoteBody } from '../quotation/quote-fixture';
import { insurgentesAddress } from '../../support/buyer-address';

/** BBVA: its credit cards offer 3, 6, 9 and 12 months without interest. */
export const bbva = '012';
/** Bankaool: a bank of the list without MSI plans. */
export const bankWithoutMsi = '147';

/** A stored quotation of a Versa 2020 (Amplia, annual unless overridden). */
export async function quotationFor(
  app: App,
  session: TestSession,
  providerCode: string,
  overrides: Record<string, unknown> = {},
): Promise<Quotation> {
  const version = await findCatalogueVersion(app, 'Nissan', 'Versa', 2020);
  const response = await post(
    app,
    session,
    '/quotation/quote',
    quoteBody(version, { providerCode, ...overrides }),
    { 'x-provider-code': providerCode },
  );
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Quotation>(response);
}

export function tokenizeResponse(app: App, session: TestSession, cardNumber: string, extra = {}) {
  return post(app, session, '/api/payment/tokenize', {
    cardholderName: 'Emma Gómez Díaz',
    cardNumber,
    expirationDate: '12 / 30',
    securityCode: '123',
    ...extra,
  });
}

export async function tokenize(app: App, session: TestSession, cardNumber: string) {
  const response = await tokenizeResponse(app, session, cardNumber);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CardToken>(response);
}

/** An individual buyer in Mexico City; her RFC is the one her names and birth date give. */
export function emissionBody(quotation: Quotation, overrides: Record<string, unknown> = {}) {
  return {
    quotationId: quotation.id,
    idempotencyKey: `cart-${quotation.id}:1`,
    url: 'https://cotizauto.mx/emit-cart',
    googleAnalyticsId: 'GA1.2.123.456',
    client: {
      fiscalRegime: 'individual',
      firstName: 'Emma',
      paternalSurname: 'Gómez',
      maternalSurname: 'Díaz',
      birthdate: '1956-12-31',
      gender: 'female',
      email: 'emma.gomez@example.mx',
      phone: '5512345678',
      address: insurgentesAddress,
    },
    vehicle: {
      versionId: 'v-1',
      vin: '1M8GDM9AXKP042788',
      engineNumber: 'CGA123456',
      licensePlates: 'ABC123D',
    },
    tin: 'GODE561231GR8',
    privacyNoticeAccepted: true,
    termsAndUsagePolicyAccepted: true,
    providerCode: quotation.providerCode,
    partnerCode: 'cotizauto',
    ...overrides,
  };
}

export function cardPayment(cardToken: string, overrides: Record<string, unknown> = {}) {
  return { cardToken, bank: bbva, cardType: 'credit', installments: 1, ...overrides };
}

/**
 * A fresh quotation of the insurer and the emit-pay body that pays it with this card, tokenised
 * in the session's browser: the purchase most payment tests start from.
 */
export async function cardPurchase(
  app: App,
  session: TestSession,
  providerCode: string,
  { cardNumber = '4242424242424242', payment = {}, quote = {} } = {},
) {
  const quotation = await quotationFor(app, session, providerCode, quote);
  const { cardToken } = await tokenize(app, session, cardNumber);
  return { quotation, body: emissionBody(quotation, { payment: cardPayment(cardToken, payment) }) };
}

/** Repeats the call, as the cart polls, until it stops answering 202. */
export async function pollUntilDone(
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ first: LightMyRequestResponse; last: LightMyRequestResponse }> {
  const first = await send();
  let last = first;
  // A deadline, not a count of rounds: on a busy machine each round takes longer.
  const deadline = Date.now() + 20_000;
  while (last.statusCode === 202 && Date.now() < deadline) {
    await sleep(10);
    last = await send();
  }
  return { first, last };
}

export const errorOf = (response: LightMyRequestResponse) =>
  response.json() as { code: string; message: string; fields?: Record<string, string[]> };
