import { count, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../src/server/app';
import { quotations, quoteRequests } from '../../../src/server/db/schema/index';
import { selectStoredQuotations } from '../../../src/server/quotation/quotation-store';
import type { QuoteRoundLine } from '../../../src/domain/quote/quotation';
import { openSession, openTestDatabase, post, startTestApp } from '../../support/test-app';
import { findCatalogueVersion, ndjsonLines, postalCodes, quoteBody } from './quote-fixture';

let app: App | undefined;
afterEach(() => app?.close());

const dialect = new PgDialect();

/** An app whose every statement inserting quotations is counted, and a round request for it. */
async function countingApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const execute = vi.spyOn(database.db, 'execute');
  app = await startTestApp(database, env);
  const session = await openSession(app);
  const { package: _package, ...body } = quoteBody(
    await findCatalogueVersion(app, 'Nissan', 'Versa', 2020),
  );
  const round = () => post(app!, session, '/quotation/quote-round', body);
  const quotationInserts = () =>
    execute.mock.calls.filter(([query]) =>
      dialect.sqlToQuery(query as SQL).sql.includes('insert into "quotations"'),
    ).length;
  return { database, round, quotationInserts };
}

const quotedIn = (body: string) =>
  ndjsonLines<QuoteRoundLine>(body).filter((line) => line.type === 'quotation').length;

describe('a quote round and the database', () => {
  it('stores all of a round’s quotations in one INSERT when the insurers answer together', async () => {
    const { database, round, quotationInserts } = await countingApp();
    const response = await round();
    const quoted = quotedIn(response.body);
    expect(quoted).toBeGreaterThan(20);
    expect(quotationInserts()).toBe(1);
    const [stored] = await database.db.select({ rows: count() }).from(quotations);
    expect(stored?.rows).toBe(quoted);
    const [requests] = await database.db.select({ rows: count() }).from(quoteRequests);
    expect(requests?.rows).toBe(1);
  });

  it('stores a round’s request once when its insurers answer at different times', async () => {
    const { database, round, quotationInserts } = await countingApp({
      INSURER_LATENCY_MS: 'gnp=50',
    });
    const quoted = quotedIn((await round()).body);
    expect(quotationInserts()).toBeGreaterThan(1);
    const stored = await selectStoredQuotations(database.db, undefined);
    expect(stored).toHaveLength(quoted);
    expect(new Set(stored.map((row) => row.requestId)).size).toBe(1);
    expect(stored.map((row) => row.request.postalCode)).toEqual(stored.map(() => postalCodes.cdmx));
    const [requests] = await database.db.select({ rows: count() }).from(quoteRequests);
    expect(requests?.rows).toBe(1);
  });

  it('stores each quotation exactly as the round sent it, its columns read from it', async () => {
    const { database, round } = await countingApp();
    const sent = ndjsonLines<QuoteRoundLine>((await round()).body).flatMap((line) =>
      line.type === 'quotation' ? [line.quotation] : [],
    );
    const stored = new Map(
      (await selectStoredQuotations(database.db, undefined)).map((row) => [row.id, row]),
    );
    expect(stored.size).toBe(sent.length);
    for (const quotation of sent) {
      const row = stored.get(quotation.id);
      expect(row?.answer).toEqual(quotation);
      expect(row).toMatchObject({
        providerCode: quotation.providerCode,
        package: quotation.package,
        total: quotation.discountPrice,
        expiresAt: new Date(quotation.expiresAt),
      });
    }
  });

  it('counts a round as one write against the rate limit, not one per quotation', async () => {
    const { round } = await countingApp({ WRITE_RATE_LIMIT_PER_MINUTE: '2' });
    const first = await round();
    const second = await round();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(quotedIn(first.body) + quotedIn(second.body)).toBeGreaterThan(40);
    expect((await round()).statusCode).toBe(429);
  });
});
