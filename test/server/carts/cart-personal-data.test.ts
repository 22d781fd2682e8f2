import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf } from '../../support/test-app';
import { fullCart } from './cart-fixture';

/**
 * A stranger got a buyer's saved-cart link (a forwarded mail, a shared screen): the link
 * restores the quote, but the buyer's personal data stays in the browser that saved the cart
 * or with whoever proves the cart's e-mail, and the stranger cannot overwrite the cart.
 */
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { client, vehicle, preferredBeneficiary } = fullCart.quote;
const personalData = [
  client.firstName,
  client.paternalSurname,
  client.tin,
  client.emailAddress,
  client.phoneNumber,
  client.companyName,
  client.address.street,
  vehicle.vin,
  vehicle.engineNumber,
  vehicle.licensePlates,
  preferredBeneficiary.companyName,
  preferredBeneficiary.tin,
];

async function saveIn(browser: TestBrowser, cart: object) {
  const response = await browser.post('/api/quotation/save-cart', {
    ...cart,
    partnerCode: 'cotizauto',
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ id: string }>(response).id;
}

async function restoreIn(browser: TestBrowser, id: string) {
  const response = await browser.get(`/quotation/get-cart?id=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, redux: dataOf<{ redux: Record<string, unknown> }>(response).redux };
}

const expectNoPersonalData = (body: string) => {
  for (const datum of personalData) expect(body).not.toContain(datum);
};

async function accessLinkMailedTo(recipient: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.mailCode, 'cart-access')));
  const link = mail?.textBody.match(/https?:\/\/\S+\/cart-access\?token=[\w-]+/)?.[0];
  if (!link) throw new Error('no cart-access link was mailed');
  return new URL(link);
}

describe('a saved cart’s link in a stranger’s browser', () => {
  it('restores the quote without the buyer’s personal data', async () => {
    const owner = await TestBrowser.open(app);
    const id = await saveIn(owner, fullCart);
    const stranger = await TestBrowser.open(app);
    const { body, redux } = await restoreIn(stranger, id);
    expectNoPersonalData(body);
    expect(redux).toEqual({
      store: fullCart.store,
      policy: fullCart.quote.policy,
      vehicle: { versionId: vehicle.versionId },
      client: {
        birthdate: client.birthdate,
        gender: client.gender,
        fiscalRegime: client.fiscalRegime,
        address: { postalCode: client.address.postalCode },
      },
    });
    const own = await restoreIn(owner, id);
    expect(own.redux).toMatchObject({ client: { tin: client.tin }, vehicle: { vin: vehicle.vin } });
  });

  it('cannot overwrite the cart: its save becomes a new cart, the buyer’s stays as it was', async () => {
    const owner = await TestBrowser.open(app);
    const id = await saveIn(owner, fullCart);
    const stranger = await TestBrowser.open(app);
    const forged = {
      cartId: id,
      store: fullCart.store,
      quote: { ...fullCart.quote, client: { ...client, emailAddress: 'eve@example.mx' } },
    };
    const strangersId = await saveIn(stranger, forged);
    expect(strangersId).not.toBe(id);
    const own = await restoreIn(owner, id);
    expect(own.redux).toMatchObject({ client: { emailAddress: client.emailAddress } });
    expect(own.body).not.toContain('eve@example.mx');
  });

  it('shows the personal data after the cart’s e-mail is proven by the mailed link, once', async () => {
    const owner = await TestBrowser.open(app);
    const email = 'ana.prueba@correo.mx';
    const id = await saveIn(owner, {
      ...fullCart,
      quote: { ...fullCart.quote, client: { ...client, emailAddress: email } },
    });
    const otherDevice = await TestBrowser.open(app);
    const asked = await otherDevice.post('/api/quotation/cart-access-link', { cartId: id });
    expect(asked.statusCode).toBe(202);
    expect(asked.body).not.toContain(email);
    expectNoPersonalData((await restoreIn(otherDevice, id)).body);

    const link = await accessLinkMailedTo(email);
    const followed = await otherDevice.get(`${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toMatch(new RegExp(`/\\?cartId=${id}$`));
    expect((await restoreIn(otherDevice, id)).redux).toMatchObject({
      client: { emailAddress: email, tin: client.tin },
    });

    const replayer = await TestBrowser.open(app);
    const replayed = await replayer.get(`${link.pathname}${link.search}`);
    expect(replayed.headers.location).not.toContain(id);
    expectNoPersonalData((await restoreIn(replayer, id)).body);
  });

  it('a forged proof cookie or a made-up token opens nothing', async () => {
    const owner = await TestBrowser.open(app);
    const id = await saveIn(owner, fullCart);
    const stranger = await TestBrowser.open(app);
    const forged = await stranger.get(`/quotation/get-cart?id=${id}`, {
      cookie: `cotizauto_proven_carts=${id}`,
    });
    expectNoPersonalData(forged.body);
    for (const token of ['inventado-123', '', 'a'.repeat(43)]) {
      const response = await stranger.get(`/cart-access?token=${token}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).not.toContain(id);
    }
    const twice = await stranger.get(`/cart-access?token=a&token=b`);
    expect(twice.statusCode).toBe(303);
    expectNoPersonalData((await restoreIn(stranger, id)).body);
  });
});
