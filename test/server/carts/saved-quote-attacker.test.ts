import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type ApiClient } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { savedQuoteRequest } from '../mail/mail-fixture';
import { fullCart } from './cart-fixture';

/**
 * Who may read a saved quote: whoever holds its link. The cartId in the e-mailed link is the only
 * proof, so it must be unguessable (a server-made version 4 UUID, 122 random bits), and a
 * stranger who tries ids near it, or plants one of their own, must learn nothing.
 */
const saveCart = (api: ApiClient, body: object) =>
  api.post('/api/quotation/save-cart', { ...body, partnerCode: 'cotizauto' });
const savedId = async (api: ApiClient, body: object) =>
  dataOf<{ id: string }>(await saveCart(api, body)).id;

/** The id with its last hex digit changed: what a stranger guessing near it would try. */
const nextTo = (id: string) => id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
const uuidV4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

describe('a stranger after a buyer’s saved quote', () => {
  apiTest('cannot predict an id: each save gets a fresh random one', async ({ api }) => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => savedId(api, { store: {}, quote: {} })),
    );
    expect(ids.every((id) => uuidV4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  apiTest('reads nothing with an id next to the buyer’s', async ({ api }) => {
    const buyersId = await savedId(api, fullCart);
    const response = await api.get(`/quotation/get-cart?id=${nextTo(buyersId)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not-found',
      message: `No pudimos recuperar el carrito ${nextTo(buyersId)}.`,
    });
    expect(response.body).not.toContain(fullCart.quote.client.firstName);
  });

  apiTest('cannot plant a cart under an id of their choosing', async ({ api }) => {
    const chosen = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const id = await savedId(api, { ...fullCart, cartId: chosen });
    expect(id).not.toBe(chosen);
    expect((await api.get(`/quotation/get-cart?id=${chosen}`)).statusCode).toBe(404);
  });

  apiTest('cannot have the buyer’s quote mailed to them without its id', async ({ api }) => {
    const buyersId = await savedId(api, fullCart);
    const response = await api.post(
      '/mail/send-mail',
      savedQuoteRequest(nextTo(buyersId), 'stranger@example.com'),
    );
    expect(response.statusCode).toBe(404);
    const queued = await api.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'stranger@example.com'));
    expect(queued).toEqual([]);
  });

  apiTest('cannot print quotations by made-up ids', async ({ api }) => {
    const response = await api.post('/api/quotation/get-pdf-generator', {
      quotationIds: ['0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c'],
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('%PDF');
  });
});
