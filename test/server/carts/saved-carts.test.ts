import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type ApiClient } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import { savedCarts } from '../../../src/server/db/schema/index';
import { fullCart } from './cart-fixture';

const saveCart = (api: ApiClient, body: object, headers?: Record<string, string>) =>
  api.post('/api/quotation/save-cart', { ...body, partnerCode: 'cotizauto' }, headers);
const savedId = async (api: ApiClient, body: object) =>
  dataOf<{ id: string }>(await saveCart(api, body)).id;
const getCart = (api: ApiClient, id: string) =>
  api.get(`/quotation/get-cart?id=${encodeURIComponent(id)}`);
const restored = async (api: ApiClient, id: string) =>
  dataOf<{ id: string; redux: unknown }>(await getCart(api, id));

/** Version 4 UUIDs: 122 of their 128 bits are random. */
const uuidV4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
const unknownId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';

describe('saving and restoring a cart', () => {
  apiTest('gives back every field of the saved cart unchanged', async ({ api }) => {
    const response = await saveCart(api, fullCart);
    expect(response.statusCode).toBe(200);
    const { id } = dataOf<{ id: string }>(response);
    expect(await restored(api, id)).toEqual({
      id,
      redux: {
        store: fullCart.store,
        vehicle: fullCart.quote.vehicle,
        policy: fullCart.quote.policy,
        client: fullCart.quote.client,
        preferredBeneficiary: fullCart.quote.preferredBeneficiary,
      },
    });
  });

  apiTest(
    'gives back a cart saved early in the quote, with most sections still empty',
    async ({ api }) => {
      const early = { store: { quotationStep: 1, modelId: 'versa-2020' }, quote: {} };
      const id = await savedId(api, early);
      expect((await restored(api, id)).redux).toEqual({ store: early.store });
    },
  );

  apiTest('updates the cart when the save carries its id', async ({ api }) => {
    const id = await savedId(api, fullCart);
    const later = {
      cartId: id,
      store: { ...fullCart.store, emissionStep: 9 },
      quote: {
        ...fullCart.quote,
        vehicle: { ...fullCart.quote.vehicle, licensePlates: 'XYZ9876' },
      },
    };
    const response = await saveCart(api, later);
    expect(dataOf<{ id: string }>(response).id).toBe(id);
    const { redux } = await restored(api, id);
    expect(redux).toMatchObject({
      store: { emissionStep: 9 },
      vehicle: { licensePlates: 'XYZ9876' },
    });
  });

  apiTest(
    'stores a new cart under a fresh id when the id it carries names no cart',
    async ({ api }) => {
      for (const cartId of [unknownId, 'not-a-cart-id']) {
        const id = await savedId(api, { ...fullCart, cartId });
        expect(id).not.toBe(cartId);
        expect((await getCart(api, id)).statusCode).toBe(200);
      }
      expect((await getCart(api, unknownId)).statusCode).toBe(404);
    },
  );

  apiTest('gives every cart its own random version-4 UUID', async ({ api }) => {
    const ids = await Promise.all([1, 2, 3].map(() => savedId(api, fullCart)));
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(new Set(ids).size).toBe(3);
  });

  apiTest('records the partner the save came from', async ({ api }) => {
    const response = await saveCart(api, fullCart, { 'x-partner-code': 'coppel' });
    const { id } = dataOf<{ id: string }>(response);
    const [row] = await api.app.db.select().from(savedCarts).where(eq(savedCarts.id, id));
    expect(row?.partnerCode).toBe('coppel');
  });

  apiTest('keeps a blank optional text as absent', async ({ api }) => {
    const client = { ...fullCart.quote.client, maternalSurname: '  ', companyName: null };
    const id = await savedId(api, { ...fullCart, quote: { ...fullCart.quote, client } });
    const { redux } = await restored(api, id);
    expect(redux).toMatchObject({ client: { paternalSurname: 'López' } });
    expect(redux).not.toHaveProperty('client.maternalSurname');
    expect(redux).not.toHaveProperty('client.companyName');
  });
});

describe('a cart with a wrong datum is refused with the message its form field shows', () => {
  const withClient = (change: object) => ({
    ...fullCart,
    quote: { ...fullCart.quote, client: { ...fullCart.quote.client, ...change } },
  });
  const withAddress = (change: object) =>
    withClient({ address: { ...fullCart.quote.client.address, ...change } });

  apiTest.for([
    [
      'a postal code of 4 digits',
      withAddress({ postalCode: '0394' }),
      'quote.client.address.postalCode',
      'No has ingresado un código postal válido',
    ],
    [
      'a phone of 9 digits',
      withClient({ phoneNumber: '551234567' }),
      'quote.client.phoneNumber',
      'Recuerda que el número telefónico debe tener por lo menos 10 dígitos',
    ],
    [
      'an e-mail without a suffix',
      withClient({ emailAddress: 'ana@correo' }),
      'quote.client.emailAddress',
      'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
    ],
    [
      'an e-mail of the used-car partner',
      withClient({ emailAddress: 'ana@kavak.com' }),
      'quote.client.emailAddress',
      'No has ingresado un email válido',
    ],
    [
      'a VIN of 16 characters',
      { ...fullCart, quote: { ...fullCart.quote, vehicle: { vin: '3N1CN7AD5KL81234' } } },
      'quote.vehicle.vin',
      'El número de serie debe contener 17 caracteres',
    ],
    [
      'an indemnity value not offered',
      {
        ...fullCart,
        quote: {
          ...fullCart.quote,
          policy: { ...fullCart.quote.policy, indemnityValue: 'valorInventado' },
        },
      },
      'quote.policy.indemnityValue',
      'Elige una de las opciones disponibles.',
    ],
    [
      'a validity of six years',
      {
        ...fullCart,
        quote: { ...fullCart.quote, policy: { ...fullCart.quote.policy, validity: 6 } },
      },
      'quote.policy.validity',
      'Elige una de las opciones disponibles.',
    ],
    [
      'a step index that is not a number',
      { ...fullCart, store: { ...fullCart.store, quotationStep: 'dos' } },
      'store.quotationStep',
      'Existen datos incorrectos.',
    ],
  ] as const)('%s', async ([, body, field, message], { api }) => {
    const response = await saveCart(api, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message,
      fields: { [field]: [message] },
    });
  });
});

describe('a cart that cannot be recovered', () => {
  apiTest('answers 404 with the message naming the id for an unknown id', async ({ api }) => {
    const response = await getCart(api, unknownId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not-found',
      message: `No pudimos recuperar el carrito ${unknownId}.`,
    });
  });

  apiTest.for([
    ['a malformed id', '/quotation/get-cart?id=123%3Cb%3E'],
    ['an empty id', '/quotation/get-cart?id='],
    ['no id', '/quotation/get-cart'],
  ] as const)('answers 400 for %s, without echoing it', async ([, url], { api }) => {
    const response = await api.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation-error',
      message: 'No pudimos recuperar el carrito.',
    });
  });
});

describe('card data', () => {
  const cardNumber = '4111111111111111';
  const withCard = {
    ...fullCart,
    cardNumber,
    payment: { cardNumber, securityCode: '123', expirationDate: '12 / 29' },
    store: { ...fullCart.store, cvv: '123' },
    quote: { ...fullCart.quote, client: { ...fullCart.quote.client, cardNumber, cvv: '123' } },
  };

  apiTest('is never stored nor given back, wherever the body puts it', async ({ api }) => {
    const id = await savedId(api, withCard);
    const { redux } = await restored(api, id);
    expect(JSON.stringify(redux)).not.toMatch(/4111111111111111|cvv|securityCode|expirationDate/);
    const stored = (await api.app.db.execute(
      sql`select row_to_json(saved_carts)::text as row from saved_carts where id = ${id}`,
    )) as unknown as { rows: { row: string }[] };
    expect(stored.rows[0]?.row).toContain('López');
    expect(stored.rows[0]?.row).not.toMatch(/4111111111111111|cvv|securityCode/);
  });
});
