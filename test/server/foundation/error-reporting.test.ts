import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { systemClock } from '../../../src/server/background/clock';
import { projectRoot } from '../../../src/server/project-root';
import { scrubText, secretsOf } from '../../../src/server/reporting/scrub';
import { createSandboxGateway } from '../../../src/server/payments/sandbox-gateway';
import {
  openSession,
  openTestDatabase,
  testConfig,
  type TestSession,
} from '../../support/test-app';
import { tokenizeResponse } from '../policies/purchase-fixture';

/** A stand-in for Sentry's ingest: keeps every envelope posted to it, as text. */
async function fakeIngest() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(`${request.url}\n${Buffer.concat(chunks).toString('utf8')}`);
      response.writeHead(200).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { envelopes, dsn: `http://publickey@127.0.0.1:${port}/7`, server };
}

/** The error events among the envelopes (an envelope is header, item header, item: one JSON a line). */
const eventsOf = (envelopes: string[]) =>
  envelopes
    .map((envelope) => envelope.split('\n'))
    .filter((lines) => lines.some((line) => line.includes('"type":"event"')))
    .map((lines) => JSON.parse(lines.at(-1)!) as SentryEvent);

interface SentryEvent {
  environment: string;
  tags?: Record<string, string>;
  request?: unknown;
  exception: { values: { type: string; value: string }[] };
}

const typedCard = '5555 5555 5555 4444';
const typedCvv = '987';
/** A processor whose client library quotes the card it was given in its error, as some do. */
const processorFailure = (card: { cardNumber: string; securityCode: string }) =>
  new Error(`Processor rejected card ${card.cardNumber} with CVV ${card.securityCode}: timeout`);

let ingest: Awaited<ReturnType<typeof fakeIngest>>;
let app: App;
let session: TestSession;

beforeAll(async () => {
  ingest = await fakeIngest();
  const database = await openTestDatabase();
  const sandbox = createSandboxGateway(database.db, 0, systemClock);
  const failingProcessor = {
    ...sandbox,
    tokenize: (card: { cardNumber: string; securityCode: string }) =>
      Promise.reject(processorFailure(card)),
  };
  app = await buildApp(testConfig({ SENTRY_DSN: ingest.dsn }), {
    database,
    paymentGateway: failingProcessor,
  });
  await app.ready();
  session = await openSession(app);
});
afterAll(async () => {
  await app.close();
  ingest.server.close();
});

describe('with SENTRY_DSN set, the server reports its own failures to Sentry', () => {
  it('reports a 500 with its route, without the body and without the card number or CVV', async () => {
    const response = await tokenizeResponse(app, session, typedCard, { securityCode: typedCvv });
    expect(response.statusCode).toBe(500);
    await vi.waitFor(() => expect(eventsOf(ingest.envelopes)).toHaveLength(1));

    const [event] = eventsOf(ingest.envelopes);
    expect(ingest.envelopes[0]).toMatch(/^\/api\/7\/envelope\//);
    expect(event!.environment).toBe('test');
    expect(event!.tags).toMatchObject({ method: 'POST', pattern: '/api/payment/tokenize' });
    expect(event!.exception.values.at(-1)!.value).toBe(
      'Processor rejected card [redacted] with CVV [redacted]: timeout',
    );
    expect(event!.request).toBeUndefined();
    const sent = ingest.envelopes.join('\n');
    for (const secret of [typedCard, typedCard.replace(/ /g, '')])
      expect(sent).not.toContain(secret);
    // As whole words: the event's random hex ids may hold these digits (one held '44448').
    expect(sent).not.toMatch(/\b4444\b/);
    expect(sent).not.toMatch(/\b987\b/);
    // Nothing else the buyer typed either: the body is never attached.
    expect(sent).not.toContain('Emma Gómez Díaz');
    expect(sent).not.toContain('12 / 30');
  });

  it('does not report a 400: the request was wrong, not the server', async () => {
    const before = ingest.envelopes.length;
    const response = await tokenizeResponse(app, session, '4242424242424241');
    expect(response.statusCode).toBe(400);
    expect(await app.errorReporter.flush(2000)).toBe(true);
    expect(ingest.envelopes).toHaveLength(before);
  });
});

describe('what a report keeps of a text', () => {
  it('cuts the request’s own secrets as whole values and any Luhn-valid card number', () => {
    const secrets = secretsOf({
      payment: { cardNumber: '4152 3137 0000 0008', securityCode: '123' },
    });
    expect(
      scrubText('tarjeta 4152313700000008, CVV 123, en payments-area.ts:1234:5', secrets),
    ).toBe('tarjeta [redacted], CVV [redacted], en payments-area.ts:1234:5');
    expect(scrubText('otra 3782 822463 10005 y el folio 1764213987123', [])).toBe(
      'otra [redacted] y el folio 1764213987123',
    );
  });
});

describe('SENTRY_DSN', () => {
  it('is read in the form Sentry gives it, and a mistyped one refuses the start', () => {
    const dsn = 'https://0f3a9c2e7b1d@o450123.ingest.us.sentry.io/4508123';
    expect(testConfig({ SENTRY_DSN: dsn }).errorReporting).toEqual({ dsn });
    expect(testConfig().errorReporting).toEqual({ dsn: undefined });
    expect(() => testConfig({ SENTRY_DSN: 'https://o450123.ingest.us.sentry.io/4508123' })).toThrow(
      /SENTRY_DSN: a Sentry DSN/,
    );
  });
});

describe('an unhandled rejection in the server process', () => {
  /** The handler main.ts installs, in a process of its own (it ends that process). */
  const script = (dsn: string) => `
    const { openErrorReporter, reportUnhandledRejections } = await import('./src/server/reporting/error-reporter.ts');
    const { default: pino } = await import('pino');
    const reporter = await openErrorReporter({ dsn: ${JSON.stringify(dsn)} }, 'production');
    reportUnhandledRejections(reporter, pino({ level: 'silent' }));
    Promise.reject(new Error('Pago sin respuesta para la tarjeta 4242-4242-4242-4242'));
  `;

  it('is reported, card number cut out, and the process still ends with code 1', async () => {
    const before = ingest.envelopes.length;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script(ingest.dsn)],
      { cwd: projectRoot, stdio: 'inherit' },
    );
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);

    const [event] = eventsOf(ingest.envelopes.slice(before));
    expect(event!.environment).toBe('production');
    expect(event!.exception.values.at(-1)!.value).toBe(
      'Pago sin respuesta para la tarjeta [redacted]',
    );
    expect(ingest.envelopes.join('\n')).not.toContain('4242-4242');
  });
});
