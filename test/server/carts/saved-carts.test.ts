import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  dataOf,
  get,
  openSession,
  post,
  type TestSession,
} from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { savedCarts } from '../../../src/server/db/schema/index';
import { fullCart } from './cart-fixture';

let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
});
afterAll(() => app.close());

const saveCart = (body: object, headers?: Record<string, string>) =>
  post(app, session, '/api/quotation/save-cart', { ...body, partnerCode: 'cotizauto' }, headers);
const savedId = async (body: object) => dataOf<{ id: string }>(await saveCart(body)).id;
const getCart = (id: string) =>
  get(app, session, `/quotation/get-cart?id=${encodeURIComponent(id)}`);
const restored = async (id: string) => dataOf<{ id: string; redux: unknown }>(await getCart(id));

/** Version 4 UUIDs: 122 of their 128 bits are random. */
const uuidV4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
const unknownId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';

describe('saving and restoring a cart', () => {
  it('gives back every field of the saved cart unchanged', async () => {
    const response = await saveCart(fullCart);
    expect(response.statusCode).toBe(200);
    const { id } = dataOf<{ id: string }>(response);
    expect(await restored(id)).toEqual({
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

  it('gives back a cart saved early in the quote, with most sections still empty', async () => {
    const early = { store: { quotationStep: 1, modelId: 'versa-2020' }, quote: {} };
    const id = await savedId(early);
    expect((await restored(id)).redux).toEqual({ store: early.store });
  });

  it('updates the cart when the save carries its id', async () => {
    const id = await savedId(fullCart);
    const later = {
      cartId: id,
      store: { ...fullCart.store, emissionStep: 9 },
      quote: {
        ...fullCart.quote,
        vehicle: { ...fullCart.quote.vehicle, licensePlates: 'XYZ9876' },
      },
    };
    const response = await saveCart(later);
    expect(dataOf<{ id: string }>(response).id).toBe(id);
    const { redux } = await restored(id);
    expect(redux).toMatchObject({
      store: { emissionStep: 9 },
      vehicle: { licensePlates: 'XYZ9876' },
    });
  });

  it('stores a new cart under a fresh id when the id it carries names no cart', async () => {
    for (const cartId of [unknownId, 'not-a-cart-id']) {
      const id = await savedId({ ...fullCart, cartId });
      expect(id).not.toBe(cartId);
      expect((await getCart(id)).statusCode).toBe(200);
    }
    expect((await getCart(unknownId)).statusCode).toBe(404);
  });

  it('gives every cart its own random version-4 UUID', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => savedId(fullCart)));
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(new Set(ids).size).toBe(3);
  });

  it('records the partner the save came from', async () => {
    const response = await saveCart(fullCart, { 'x-partner-code': 'coppel' });
    const { id } = dataOf<{ id: string }>(response);
    const [row] = await app.db.select().from(savedCarts).where(eq(savedCarts.id, id));
    expect(row?.partnerCode).toBe('coppel');
  });

  it('keeps a blank optional text as absent', async () => {
    const client = { ...fullCart.quote.client, maternalSurname: '  ', companyName: null };
    const id = await savedId({ ...fullCart, quote: { ...fullCart.quote, client } });
    const { redux } = await restored(id);
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

  it.each([
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
      'a step index that is not a number',
      { ...fullCart, store: { ...fullCart.store, quotationStep: 'dos' } },
      'store.quotationStep',
      'Existen datos incorrectos.',
    ],
  ])('%s', async (_label, body, field, message) => {
    const response = await saveCart(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message,
      fields: { [field]: [message] },
    });
  });
});

describe('a cart that cannot be recovered', () => {
  it('answers 404 with the message naming the id for an unknown id', async () => {
    const response = await getCart(unknownId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not-found',
      message: `No pudimos recuperar el carrito ${unknownId}.`,
    });
  });

  it.each([
    ['a malformed id', '/quotation/get-cart?id=123%3Cb%3E'],
    ['an empty id', '/quotation/get-cart?id='],
    ['no id', '/quotation/get-cart'],
  ])('answers 400 for %s, without echoing it', async (_label, url) => {
    const response = await get(app, session, url);
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

  it('is never stored nor given back, wherever the body puts it', async () => {
    const id = await savedId(withCard);
    const { redux } = await restored(id);
    expect(JSON.stringify(redux)).not.toMatch(/4111111111111111|cvv|securityCode|expirationDate/);
    const stored = (await app.db.execute(
      sql`select row_to_json(saved_carts)::text as row from saved_carts where id = ${id}`,
    )) as unknown as { rows: { row: string }[] };
    expect(stored.rows[0]?.row).toContain('López');
    expect(stored.rows[0]?.row).not.toMatch(/4111111111111111|cvv|securityCode/);
  });
});
