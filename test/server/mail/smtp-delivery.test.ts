import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { outboxRow, savedCartOfAna, savedQuoteRequest } from './mail-fixture';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port. `failures` is how many deliveries it refuses, with a
 * temporary 451, before it accepts one (Infinity: it never does).
 */
async function startSmtpServer(failures = 0) {
  const received: Received[] = [];
  let refused = 0;
  const outage = { refusing: failures };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < outage.refusing) {
          refused += 1;
          const error = Object.assign(new Error('Buzón temporalmente no disponible'), {
            responseCode: 451,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  /** The outage ends: every later delivery is accepted. */
  const endOutage = () => (outage.refusing = 0);
  return { url: `smtp://127.0.0.1:${port}`, received, close, endOutage };
}

let app: App | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterEach(async () => {
  await app?.close();
  await smtp?.close();
  app = smtp = undefined;
});

async function appSendingTo(url: string, env: Record<string, string> = {}) {
  app = await buildTestApp({
    SMTP_URL: url,
    MAIL_FROM: 'Cotizauto <no-reply@cotizauto.mx>',
    MAIL_POLL_INTERVAL_MS: '20',
    MAIL_RETRY_BASE_MS: '30',
    ...env,
  });
  const session: TestSession = await openSession(app);
  return { app, session };
}

async function queueSavedQuote(target: App, session: TestSession) {
  const cartId = await savedCartOfAna(target, session);
  const response = await post(target, session, '/mail/send-mail', savedQuoteRequest(cartId));
  return dataOf<{ id: string }>(response).id;
}

const waitForRow = (target: App, id: string, expected: object) =>
  vi.waitFor(async () => expect(await outboxRow(target, id)).toMatchObject(expected), {
    timeout: 10_000,
    interval: 25,
  });

describe('with SMTP_URL, the worker sends the outbox', () => {
  it('delivers a queued message to the SMTP server and marks it sent', async () => {
    smtp = await startSmtpServer();
    const { app, session } = await appSendingTo(smtp.url);
    const id = await queueSavedQuote(app, session);

    await waitForRow(app, id, { status: 'sent', attempts: 1, lastError: null });
    const row = (await outboxRow(app, id))!;
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.smtpResponse).toMatch(/^250/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@cotizauto.mx', to: ['ana.lopez@correo.mx'] });
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Tu_cotizaci=C3=B3n/m);
    expect(mail!.raw).toContain('Content-Type: text/html');
  });

  it('retries a refused delivery after a backoff and records the error', async () => {
    smtp = await startSmtpServer(1);
    const { app, session } = await appSendingTo(smtp.url);
    const id = await queueSavedQuote(app, session);

    await waitForRow(app, id, { status: 'sent', attempts: 2 });
    const row = (await outboxRow(app, id))!;
    expect(row.lastError).toContain('451 Buzón temporalmente no disponible');
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message failed after MAIL_MAX_ATTEMPTS and keeps the last error', async () => {
    smtp = await startSmtpServer(Infinity);
    const { app, session } = await appSendingTo(smtp.url, { MAIL_MAX_ATTEMPTS: '3' });
    const id = await queueSavedQuote(app, session);

    await waitForRow(app, id, { status: 'failed', attempts: 3, sentAt: null });
    expect((await outboxRow(app, id))!.lastError).toContain('451');
    expect(smtp.received).toHaveLength(0);
  });

  it('an outage longer than every retry: the message stays visible to operators as failed, and is delivered once the outage ends', async () => {
    smtp = await startSmtpServer(Infinity);
    const operatorToken = 'operador-de-pruebas-0123456789';
    const { app, session } = await appSendingTo(smtp.url, {
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_MAX_MS: '200',
      OPERATOR_TOKEN: operatorToken,
    });
    const id = await queueSavedQuote(app, session);

    await waitForRow(app, id, { status: 'failed', sentAt: null });
    const page = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(page.body).toContain(`/dev/outbox/${id}`);
    expect(page.body).toMatch(/<td>failed<\/td>/);

    smtp.endOutage();
    await waitForRow(app, id, { status: 'sent' });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ana.lopez@correo.mx']]);
  });

  it('waits the backoff before the next attempt', async () => {
    smtp = await startSmtpServer(Infinity);
    const { app, session } = await appSendingTo(smtp.url, { MAIL_RETRY_BASE_MS: '60000' });
    const id = await queueSavedQuote(app, session);

    await waitForRow(app, id, { status: 'queued', attempts: 1 });
    const row = (await outboxRow(app, id))!;
    const waitMs = row.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThanOrEqual(60_000);
  });
});
