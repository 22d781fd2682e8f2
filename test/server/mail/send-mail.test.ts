import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { cartId, mailRequests, outboxRow } from './mail-fixture';

const publicBaseUrl = 'https://cotizauto.example.mx';
let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_BASE_URL: publicBaseUrl, CART_TTL_DAYS: '30' });
  session = await openSession(app);
});
afterAll(() => app.close());

const sendMail = (body: object, headers?: Record<string, string>) =>
  post(app, session, '/mail/send-mail', body, headers);
async function queued(body: object) {
  const response = await sendMail(body);
  expect(response.statusCode).toBe(200);
  return (await outboxRow(app, dataOf<{ id: string }>(response).id))!;
}

describe('POST /mail/send-mail renders the message of its mailCode and queues it', () => {
  it('saved quote: a link that restores the cart through ?cartId', async () => {
    const row = await queued(mailRequests.savedQuote);
    const link = `${publicBaseUrl}/?cartId=${cartId}`;
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 0,
      recipient: 'ana.lopez@correo.mx',
      mailCode: 'saved-quote',
      branchCode: 'vehicle',
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
    expect(row.htmlBody).toContain('<html lang="es-MX">');
  });

  it('policy issued: the policy summary', async () => {
    const row = await queued(mailRequests.policyIssued);
    expect(row.subject).toBe('Tu póliza HDI-0042-7781 de HDI Seguros está emitida');
    expect(row.textBody).toContain(
      [
        'Tu vehículo ya está asegurado con HDI Seguros. Este es el resumen de tu póliza:',
        'Póliza: HDI-0042-7781',
        'Aseguradora: HDI Seguros',
        'Vehículo: Nissan Versa Advance 2019',
        'Paquete: Amplia',
        'Forma de pago: Mensual',
        'Total: $12,345.60',
        'Vigencia: del 1 de diciembre de 2026 al 1 de diciembre de 2027',
      ].join('\n'),
    );
    expect(row.htmlBody).toMatch(/<th scope="row"[^>]*>Total<\/th>\s*<td>\$12,345\.60<\/td>/);
  });

  it('account created: the address the account was created with', async () => {
    const row = await queued(mailRequests.accountCreated);
    expect(row.subject).toBe('Tu cuenta de Cotizauto está lista');
    expect(row.textBody).toContain('Creamos tu cuenta con el correo ana.lopez@correo.mx.');
  });

  it('records the partner the call came from', async () => {
    const response = await sendMail(mailRequests.accountCreated, { 'x-partner-code': 'coppel' });
    const row = await outboxRow(app, dataOf<{ id: string }>(response).id);
    expect(row?.partnerCode).toBe('coppel');
  });

  it('escapes every value the visitor typed in the HTML body', async () => {
    const vehicle = 'Versa <img src=x onerror="alert(1)"> & "Sport"';
    const row = await queued({
      ...mailRequests.savedQuote,
      content: { ...mailRequests.savedQuote.content, vehicle },
    });
    expect(row.htmlBody).not.toContain('<img');
    expect(row.htmlBody).toContain(
      'Versa &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Sport&quot;',
    );
    expect(row.textBody).toContain(vehicle);
  });
});

describe('a bad send-mail body is refused with its message', () => {
  it.each([
    [
      'an unknown mail code',
      { ...mailRequests.savedQuote, mailCode: 'newsletter' },
      'mailCode',
      'Tipo de correo desconocido.',
    ],
    [
      'an e-mail without a suffix',
      {
        ...mailRequests.accountCreated,
        content: { emailAddress: 'ana@correo' },
      },
      'content.emailAddress',
      'Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?',
    ],
    [
      'a saved quote without its cart',
      {
        ...mailRequests.savedQuote,
        content: { emailAddress: 'ana.lopez@correo.mx' },
      },
      'content.cartId',
      'No pudimos recuperar el carrito.',
    ],
    [
      'a policy summary without the first name',
      {
        ...mailRequests.policyIssued,
        content: { ...mailRequests.policyIssued.content, firstName: ' ' },
      },
      'content.firstName',
      'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.',
    ],
  ])('%s', async (_label, body, field, message) => {
    const response = await sendMail(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message,
      fields: { [field]: [message] },
    });
  });
});
