import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { dataOf, post, type TestSession } from '../../support/test-app';
import { findCatalogueVersion } from '../quotation/quote-fixture';

/** Saves Ana's cart for a Nissan Versa 2019 of the catalogue; answers its id. */
export async function savedCartOfAna(app: App, session: TestSession): Promise<string> {
  const version = await findCatalogueVersion(app, 'Nissan', 'Versa', 2019);
  const response = await post(app, session, '/api/quotation/save-cart', {
    store: { quotationStep: 3 },
    quote: { client: { firstName: 'Ana' }, vehicle: { versionId: version.versionId } },
    partnerCode: 'cotizauto',
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ id: string }>(response).id;
}

/** The send-mail body of the save-quote modal: the cart and the address, nothing else. */
export const savedQuoteRequest = (cartId: string, emailAddress = 'ana.lopez@correo.mx') => ({
  branchCode: 'vehicle',
  mailCode: 'saved-quote',
  content: { emailAddress, cartId },
  partnerCode: 'cotizauto',
});

export async function outboxRow(app: App, id: string) {
  const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
