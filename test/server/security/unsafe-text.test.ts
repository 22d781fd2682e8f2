import { describe, expect } from 'vitest';
import { messages } from '../../../src/domain/validation/messages';
import { apiOperations } from '../../support/api-operations';
import { apiTest } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import { fullCart } from '../carts/cart-fixture';

/**
 * The attacker's text: a NUL, another control character, lone surrogates of either half. Each
 * used to reach PostgreSQL and answer 500; now every route refuses it with a 400 and a message.
 */
const unsafeTexts = {
  nul: 'Transportes del Bajío, S.A. de C.V.\u0000',
  escape: 'Av. Juárez #12\u001b[2J',
  'lone high surrogate': 'Łukasz \uD83D',
  'lone low surrogate': '\uDE00 Mérida',
};

describe('text no person types', () => {
  apiTest('answers 400 with its message on every route that reads a body', async ({ api }) => {
    const posts = (await apiOperations(api.app)).filter(
      (operation) => operation.method === 'POST' && operation.bodyKeys.length > 0,
    );
    expect(posts.length).toBeGreaterThan(20);
    for (const [kind, text] of Object.entries(unsafeTexts)) {
      for (const operation of posts) {
        const body = Object.fromEntries(operation.bodyKeys.map((key) => [key, text]));
        const response = await api.post(operation.path, body);
        const where = `${kind} → POST ${operation.path}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({ message: messages.unsafeText });
      }
    }
  });

  apiTest('names the field deep in a body that holds it', async ({ api }) => {
    const client = fullCart.quote.client;
    const cart = {
      ...fullCart,
      partnerCode: 'cotizauto',
      quote: {
        ...fullCart.quote,
        client: { ...client, address: { ...client.address, street: unsafeTexts.nul } },
      },
    };
    const response = await api.post('/api/quotation/save-cart', cart);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { 'quote.client.address.street': [messages.unsafeText] },
    });
  });

  apiTest('refuses it in a query string too', async ({ api }) => {
    const response = await api.get(`/quotation/get-cart?id=${encodeURIComponent('a\u0000b')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.unsafeText });
  });

  apiTest('stores text in NFC, however the accents were typed', async ({ api }) => {
    const decomposed = 'Avenida Jua\u0301rez 12';
    const client = { ...fullCart.quote.client, firstName: 'Łukasz', paternalSurname: 'Mun\u0303oz' };
    const cart = {
      ...fullCart,
      partnerCode: 'cotizauto',
      quote: {
        ...fullCart.quote,
        client: { ...client, address: { ...client.address, street: decomposed } },
      },
    };
    const saved = await api.post('/api/quotation/save-cart', cart);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = dataOf<{ id: string }>(saved);
    const restored = await api.get(`/quotation/get-cart?id=${id}`);
    const { redux } = dataOf<{ redux: { client: typeof client } }>(restored);
    expect(redux.client.address.street).toBe('Avenida Juárez 12');
    expect(redux.client.paternalSurname).toBe('Muñoz');
    expect(redux.client.firstName).toBe('Łukasz');
  });
});
