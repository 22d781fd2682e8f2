import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { operatorCredentialMessage } from '../../../src/server/mail/dev-outbox-page';
import { buildTestApp, dataOf, openSession, post } from '../../support/test-app';
import { savedCartOfAna, savedQuoteRequest } from './mail-fixture';

const publicBaseUrl = 'http://localhost:5173';
const operatorToken = 'operador-de-pruebas-0123456789';
const basic = (password: string) => `Basic ${Buffer.from(`qa:${password}`).toString('base64')}`;

describe('the outbox page for operators (no SMTP_URL)', () => {
  let app: App;
  let id: string;
  let cartId: string;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl, OPERATOR_TOKEN: operatorToken });
    const session = await openSession(app);
    cartId = await savedCartOfAna(app, session);
    const sent = await post(app, session, '/mail/send-mail', savedQuoteRequest(cartId));
    id = dataOf<{ id: string }>(sent).id;
  });
  afterAll(() => app.close());

  it('open outbox: refuses anyone without the operator credential, and asks for it', async () => {
    for (const authorization of [
      undefined,
      basic('adivinanza'),
      'Bearer test-bearer-credential-0001',
    ]) {
      for (const url of ['/dev/outbox', `/dev/outbox/${id}`]) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
        expect(response.json()).toEqual({
          code: 'unauthorized',
          message: operatorCredentialMessage,
        });
        expect(response.body).not.toContain('ana.lopez@correo.mx');
      }
    }
  });

  it('lists the queued messages to the operator', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { authorization: basic(operatorToken) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Bandeja de salida de correo</h1>');
    expect(page.body).toContain(
      `<a href="/dev/outbox/${id}">Tu cotización de seguro de auto en Cotizauto</a>`,
    );
    expect(page.body).toMatch(/<td>saved-quote<\/td>\s*<td>queued<\/td>/);
  });

  it('opens a message as it would arrive, with the link that restores the cart', async () => {
    const message = await app.inject({
      method: 'GET',
      url: `/dev/outbox/${id}`,
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(`<a href="${publicBaseUrl}/?cartId=${cartId}">`);
    const missing = await app.inject({
      method: 'GET',
      url: '/dev/outbox/7f1d2c3b-0000-4000-8000-000000000001',
      headers: { authorization: basic(operatorToken) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Correo no encontrado.' });
  });
});

describe('without OPERATOR_TOKEN', () => {
  it('open outbox: the page is not served at all, in any environment', async () => {
    const app = await buildTestApp();
    try {
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.body).not.toContain('Bandeja de salida');
    } finally {
      await app.close();
    }
  });
});
