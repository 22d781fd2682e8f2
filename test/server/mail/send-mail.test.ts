import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { messages } from '../../../src/domain/validation/messages';
import { mailOutbox } from '../../../src/server/db/schema/index';
import { mailLimitMessage } from '../../../src/server/mail/mail-area';
import { TestBrowser } from '../../support/browser';
import { buildTestApp, dataOf, openSession, type TestSession } from '../../support/test-app';
import { outboxRow, savedCartOfAna, savedQuoteRequest } from './mail-fixture';

const publicBaseUrl = 'https://cotizauto.example.mx';
let app: App;
let session: TestSession;
let cartId: string;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl, CART_TTL_DAYS: '30' });
  session = await openSession(app);
  cartId = await savedCartOfAna(app, session);
});
afterAll(() => app.close());

const mailsTo = (recipient: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('POST /mail/send-mail queues the saved-quote message, written from the saved cart', () => {
  it('greets the cart’s buyer, names its vehicle and links to the cart', async () => {
    const browser = await TestBrowser.open(app);
    const response = await browser.post('/mail/send-mail', savedQuoteRequest(cartId));
    expect(response.statusCode).toBe(200);
    const row = (await outboxRow(app, dataOf<{ id: string }>(response).id))!;
    const link = `${publicBaseUrl}/?cartId=${cartId}`;
    expect(row).toMatchObject({
      status: 'queued',
      recipient: 'ana.lopez@correo.mx',
      mailCode: 'saved-quote',
      branchCode: 'vehicle',
      partnerCode: 'cotizauto',
      subject: 'Tu cotización de seguro de auto en Cotizauto',
    });
    expect(row.textBody).toBe(
      [
        'Hola, Ana:',
        '',
        'Guardamos tu cotización para tu Nissan Versa 2019. Retómala cuando quieras desde este enlace:',
        link,
        '',
        'La conservamos durante 30 días.',
      ].join('\n'),
    );
    expect(row.htmlBody).toContain(`<a href="${link}">Retomar mi cotización</a>`);
  });

  it('forged mail: words the caller writes are never sent', async () => {
    const browser = await TestBrowser.open(app);
    const recipient = 'falsificado@example.mx';
    const forged = savedQuoteRequest(cartId, recipient);
    const response = await browser.post('/mail/send-mail', {
      ...forged,
      content: {
        ...forged.content,
        firstName: 'Cliente: tu póliza fue cancelada, paga aquí',
        vehicle: '<a href="https://phishing.example">Nissan</a>',
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await mailsTo(recipient);
    expect(row?.textBody).not.toContain('cancelada');
    expect(row?.htmlBody).not.toContain('phishing');
  });

  it.each([
    ['policy-issued', { policyNumber: 'HDI-0042-7781', firstName: 'Ana', total: 1 }],
    ['account-created', { firstName: 'Ana' }],
  ])(
    'forged mail: a %s message is the server’s to send, never the browser’s',
    async (mailCode, content) => {
      const browser = await TestBrowser.open(app);
      const recipient = `forjado.${mailCode}@example.mx`;
      const response = await browser.post('/mail/send-mail', {
        branchCode: 'vehicle',
        mailCode,
        content: { emailAddress: recipient, ...content },
        partnerCode: 'cotizauto',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation-error',
        message: messages.unknownMailCode,
        fields: { mailCode: [messages.unknownMailCode] },
      });
      expect(await mailsTo(recipient)).toEqual([]);
    },
  );

  it('answers 404 for a cart that is not saved', async () => {
    const browser = await TestBrowser.open(app);
    const response = await browser.post(
      '/mail/send-mail',
      savedQuoteRequest('7f1d2c3b-0000-4000-8000-000000000009', 'nadie@example.mx'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'No pudimos recuperar el carrito 7f1d2c3b-0000-4000-8000-000000000009.',
    });
  });

  it('sends a few to one address, whatever the client', async () => {
    const statuses = [];
    for (let ask = 0; ask < 4; ask++) {
      const browser = await TestBrowser.open(app);
      const response = await browser.post(
        '/mail/send-mail',
        savedQuoteRequest(cartId, 'buzon@example.mx'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('buzon@example.mx')).toHaveLength(3);
  });

  it('sends a few more from one client, whatever the addresses', async () => {
    const browser = await TestBrowser.open(app);
    const statuses = [];
    for (let ask = 0; ask < 11; ask++) {
      const response = await browser.post(
        '/mail/send-mail',
        savedQuoteRequest(cartId, `destino${ask}@example.mx`),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const last = await browser.post(
      '/mail/send-mail',
      savedQuoteRequest(cartId, 'otro.mas@example.mx'),
    );
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'rate-limited', message: mailLimitMessage });
  });
});
