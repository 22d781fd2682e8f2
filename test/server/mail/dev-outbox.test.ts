import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { cartId, mailRequests } from './mail-fixture';

const publicBaseUrl = 'http://localhost:5173';

describe('the development outbox page (no SMTP_URL)', () => {
  let app: App;
  let session: TestSession;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl });
    session = await openSession(app);
  });
  afterAll(() => app.close());

  it('lists the queued messages, newest first, without the bearer credential', async () => {
    const sent = await post(app, session, '/mail/send-mail', mailRequests.savedQuote);
    const { id } = dataOf<{ id: string }>(sent);
    await post(app, session, '/mail/send-mail', mailRequests.accountCreated);

    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Bandeja de salida de correo</h1>');
    const savedQuoteLink = `<a href="/dev/outbox/${id}">Tu cotización de seguro de auto en Cotizauto</a>`;
    expect(page.body).toContain(savedQuoteLink);
    expect(page.body.indexOf('Tu cuenta de Cotizauto está lista')).toBeLessThan(
      page.body.indexOf(savedQuoteLink),
    );
    expect(page.body).toMatch(/<td>saved-quote<\/td>\s*<td>queued<\/td>/);
  });

  it('opens a message as it would arrive, with the link that restores the cart', async () => {
    const sent = await post(app, session, '/mail/send-mail', mailRequests.savedQuote);
    const { id } = dataOf<{ id: string }>(sent);
    const message = await app.inject({ method: 'GET', url: `/dev/outbox/${id}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(`<a href="${publicBaseUrl}/?cartId=${cartId}">`);
  });

  it('answers 404 for a message that does not exist', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/dev/outbox/7f1d2c3b-0000-4000-8000-000000000001',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Correo no encontrado.' });
  });
});

describe('in production', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.close());

  it('there is no outbox page', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('Bandeja de salida');
    expect(page.statusCode).not.toBe(200);
  });
});
