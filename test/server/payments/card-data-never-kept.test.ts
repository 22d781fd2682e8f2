import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { buildTestApp, openSession, post, type TestSession } from '../../support/test-app';
import { cardPurchase, pollUntilDone } from '../policies/purchase-fixture';

const logLines: string[] = [];
let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  session = await openSession(app);
});
afterAll(() => app.close());

it('never writes the card number or the CVV to a log line or a table', async () => {
  const cardNumber = '5555555555554444';
  const { body } = await cardPurchase(app, session, 'gds', { cardNumber });
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  expect(last.statusCode).toBe(200);

  const logs = logLines.join('\n');
  expect(logs).toContain('/api/payment/tokenize');
  expect(logs).not.toContain(cardNumber);
  const purchaseTables = [
    'gateway_card_tokens',
    'gateway_authorizations',
    'payments',
    'emissions',
    'policies',
  ];
  for (const table of purchaseTables) {
    const result = await app.db.execute(
      sql.raw(`select row_to_json(t)::text as row from ${table} t`),
    );
    const rows = JSON.stringify(result);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).not.toContain(cardNumber);
    expect(rows).not.toContain('"securityCode"');
  }
});
