import { describe, expect, it } from 'vitest';
import { cardRejectionMessages, messages } from '../../../src/domain/validation/messages';
import { dataOf, appForThisFile } from '../../support/test-app';
import type { CardToken } from '../../../src/domain/validation/card-token-request';
import { errorOf, tokenizeResponse } from '../policies/purchase-fixture';

const { app, session } = await appForThisFile();

describe('POST /api/payment/tokenize (the sandbox processor)', () => {
  it('answers a single-use token, the brand and the last four digits', async () => {
    const response = await tokenizeResponse(app, session, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    const card = dataOf<CardToken>(response);
    expect(card).toMatchObject({ brand: 'visa', lastFour: '4242' });
    expect(card.cardToken).toMatch(/^tok_[\w-]{20,}$/);
    expect(card.cardToken).not.toContain('4242');
  });

  it('gives every tokenisation its own token', async () => {
    const first = dataOf<CardToken>(await tokenizeResponse(app, session, '5555555555554444'));
    const second = dataOf<CardToken>(await tokenizeResponse(app, session, '5555555555554444'));
    expect(first.brand).toBe('master');
    expect(first.cardToken).not.toBe(second.cardToken);
  });

  it('refuses a number that fails the card checks with the field message', async () => {
    const response = await tokenizeResponse(app, session, '4242424242424241');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ cardNumber: [messages.cardNumber] });
  });

  it('answers the expiry text the cart shows for the expired-card test card', async () => {
    const response = await tokenizeResponse(app, session, '4000000000000069');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: cardRejectionMessages.expiry,
      fields: { expirationDate: [cardRejectionMessages.expiry] },
    });
  });

  it('answers the security-code text the cart shows for the wrong-CVV test card', async () => {
    const response = await tokenizeResponse(app, session, '4000000000000127');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      securityCode: [cardRejectionMessages.securityCode],
    });
  });

  it('checks the typed expiry and CVV with the shared schema messages', async () => {
    const response = await tokenizeResponse(app, session, '4242424242424242', {
      expirationDate: '13/30',
      securityCode: '1a',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      expirationDate: [messages.expirationDate],
      securityCode: [messages.securityCode],
    });
  });
});
