import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPolicies } from '../../../src/domain/account/account-policies';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import type { App } from '../../../src/server/app';
import {
  purgeExpiredQuotations,
  quotationGraceDays,
} from '../../../src/server/background/expired-quotations';
import { purgeExpiredRecords } from '../../../src/server/background/expired-records';
import type { DatabaseHandle } from '../../../src/server/db/client';
import {
  emissions,
  paymentVouchers,
  policies,
  quotations,
  quoteRequests,
} from '../../../src/server/db/schema/index';
import { TestBrowser } from '../../support/browser';
import { pdfTextLines } from '../../support/pdf-text';
import { buildTestApp, dataOf, openSession, openTestDatabase } from '../../support/test-app';
import { browserCardToken, buyPolicy, holderToken } from '../policies/buyer';
import { cardPayment, quotationFor } from '../policies/purchase-fixture';

/** `days` from now (in the past when negative). */
const inDays = (days: number) => sql`now() + ${sql.raw(`interval '${days} days'`)}`;
const beyondGrace = -(quotationGraceDays + 1);
const withinGrace = -(quotationGraceDays - 1);

/**
 * Quotations and their requests written by name, as the quote writes them (a request, then its
 * quotations, no foreign key), and read back by name.
 */
class Rows {
  private readonly ids = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor(private readonly db: DatabaseHandle['db']) {}

  id(name: string): string {
    let id = this.ids.get(name);
    if (!id) {
      id = randomUUID();
      this.ids.set(name, id);
      this.names.set(id, name);
    }
    return id;
  }

  async request(name: string) {
    await this.db.insert(quoteRequests).values({
      id: this.id(name),
      partnerCode: 'cotizauto',
      versionId: 'version-1',
      inputs: {} as never,
      vehicle: {} as never,
    });
  }

  /** A quotation of `request` whose offer ends in `days`; `padding` makes its row long. */
  async quotation(name: string, request: string, days: number, padding = '') {
    await this.db.insert(quotations).values({
      id: this.id(name),
      requestId: this.id(request),
      providerCode: 'mapfre',
      package: 1,
      answer: { padding } as never,
      total: 1000,
      expiresAt: inDays(days),
    });
  }

  /** The names of the quotations and requests written here that remain, sorted. */
  async remaining() {
    const ours = [...this.ids.values()];
    const quotationRows = await this.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(inArray(quotations.id, ours));
    const requestRows = await this.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, ours));
    const named = (rows: { id: string }[]) => rows.map((row) => this.names.get(row.id)!).sort();
    return { quotations: named(quotationRows), requests: named(requestRows) };
  }
}

let database: DatabaseHandle;
// A database without the app: no purge of the app's own runs beside the test's.
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

describe('expired quotations and their requests are deleted', () => {
  it('keeps a quotation within the grace period, unexpired, or named by an emission, a policy or a voucher, and every request one refers to', async () => {
    const db = database.db;
    const rows = new Rows(db);
    for (const request of ['gone', 'half', 'live', 'bought', 'issued', 'voucher'])
      await rows.request(request);
    await rows.quotation('gone-1', 'gone', beyondGrace);
    await rows.quotation('gone-2', 'gone', -45);
    await rows.quotation('half-old', 'half', beyondGrace);
    await rows.quotation('half-in-grace', 'half', withinGrace);
    await rows.quotation('live-1', 'live', 7);
    await rows.quotation('live-expired', 'live', beyondGrace);
    await rows.quotation('bought-1', 'bought', -400);
    await rows.quotation('issued-1', 'issued', -400);
    await rows.quotation('voucher-1', 'voucher', -400);

    await db.insert(emissions).values({
      id: randomUUID(),
      quotationId: rows.id('bought-1'),
      idempotencyKey: `quotation:${rows.id('bought-1')}`,
      status: 'failed',
      request: {} as never,
      leaseUntil: inDays(-400),
      partnerCode: 'cotizauto',
    });
    // Every policy has its emission too; the policy's own column is enough to keep it.
    await db.insert(policies).values({
      policyNumber: 'MAPFRE-PURGE00001',
      emissionId: randomUUID(),
      quotationId: rows.id('issued-1'),
      insurer: 'mapfre',
      package: 1,
      paymentFrequency: 1,
      total: 1000,
      beginDate: '2025-01-01',
      endDate: '2026-01-01',
      holderName: 'Emma Gómez Díaz',
      holderEmail: 'emma.purga@example.mx',
      tin: 'GODE561231GR8',
      vehicle: 'Nissan Versa 2020',
      vin: '1M8GDM9AXKP042788',
      licensePlates: 'ABC1234',
      paymentStatus: 'paid',
      partnerCode: 'cotizauto',
      issuedAt: new Date(),
    });
    await db.insert(paymentVouchers).values({
      codeHash: 'voucher-of-an-old-purchase',
      partnerCode: 'coppel',
      promoCode: 'COPPEL-TIENDA',
      expiresAt: inDays(-300),
      redeemedAt: inDays(-400),
      quotationId: rows.id('voucher-1'),
    });

    const counts = await purgeExpiredRecords(db);

    expect(await rows.remaining()).toEqual({
      quotations: ['bought-1', 'half-in-grace', 'issued-1', 'live-1', 'voucher-1'],
      requests: ['bought', 'half', 'issued', 'live', 'voucher'],
    });
    expect(counts).toMatchObject({ quotations: 4, quoteRequests: 1 });
    expect(await purgeExpiredRecords(db)).toMatchObject({ quotations: 0, quoteRequests: 0 });
  });

  it('deletes a request only with the last of its quotations, across batches and pages', async () => {
    const db = database.db;
    const rows = new Rows(db);
    // Rows of about 1.5 kB (random, so not compressed): a few to a page of the table.
    const padding = () => randomBytes(750).toString('hex');
    const requests = Array.from({ length: 12 }, (_, index) => `request-${index}`);
    for (const request of requests) await rows.request(request);
    // Each request's quotations far apart in the table: first every request's first, and so on.
    for (let sibling = 0; sibling < 3; sibling += 1)
      for (const request of requests)
        await rows.quotation(`${request}/${sibling}`, request, beyondGrace - sibling, padding());
    // A third of the requests has one quotation left in its grace period, a third an unexpired one.
    const kept = requests.flatMap((request, index) =>
      index % 3 === 0 ? [] : [`${request}/${index % 3 === 1 ? 'in-grace' : 'live'}`],
    );
    for (const name of kept)
      await rows.quotation(name, name.split('/')[0]!, name.endsWith('live') ? 3 : withinGrace);

    const counts = await purgeExpiredQuotations(db, undefined, { batch: 5, pagesPerScan: 1 });

    expect(await rows.remaining()).toEqual({
      quotations: [...kept].sort(),
      requests: requests.filter((_, index) => index % 3 !== 0).sort(),
    });
    expect(counts).toEqual({ quotations: 36, quoteRequests: 4 });
  });

  it('stops before deleting anything once the app is closing', async () => {
    const db = database.db;
    const rows = new Rows(db);
    await rows.request('closing');
    await rows.quotation('closing-1', 'closing', beyondGrace);
    const closing = new AbortController();
    closing.abort();
    expect(await purgeExpiredQuotations(db, closing.signal)).toEqual({
      quotations: 0,
      quoteRequests: 0,
    });
    expect(await rows.remaining()).toEqual({ quotations: ['closing-1'], requests: ['closing'] });
  });
});

describe('a bought quotation after the purge', () => {
  let app: App;
  beforeAll(async () => (app = await buildTestApp()));
  afterAll(() => app.close());

  it('still gives the policy its PDF, the account its amount due and the pending payment its quotation', async () => {
    const buyer = await TestBrowser.open(app);
    const email = 'emma.caducada@example.mx';
    // The card whose charge fails after issuance: the policy waits for a payment.
    const { quotation, policy } = await buyPolicy(app, buyer, email, '4000000000000341');
    const notBought = await quotationFor(app, await openSession(app), 'gds');
    const stored = (id: string) =>
      app.db
        .select({ requestId: quotations.requestId })
        .from(quotations)
        .where(eq(quotations.id, id));
    const [notBoughtRow] = await stored(notBought.id);
    await app.db
      .update(quotations)
      .set({ expiresAt: inDays(-(quotationGraceDays + 10)) })
      .where(inArray(quotations.id, [quotation.id, notBought.id]));

    await purgeExpiredRecords(app.db);

    expect(await stored(notBought.id)).toEqual([]);
    const notBoughtRequest = await app.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, notBoughtRow!.requestId));
    expect(notBoughtRequest).toEqual([]);
    expect(await stored(quotation.id)).toHaveLength(1);

    const token = await holderToken(buyer, email);
    const pdf = await buyer.get(`/api/policy/${policy.policyNumber}/pdf`, {
      'x-access-token': token,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await pdfTextLines(pdf.rawPayload)).toContain(policy.policyNumber);

    const account = await buyer.get('/api/user/policies');
    expect(account.statusCode, account.body).toBe(200);
    expect(dataOf<AccountPolicies>(account).policies).toEqual([
      expect.objectContaining({
        policyNumber: policy.policyNumber,
        quotationId: quotation.id,
        amountDue: quotation.firstPayment,
      }),
    ]);

    const paid = await buyer.post('/api/policy/pay', {
      quotationId: quotation.id,
      payment: cardPayment(await browserCardToken(buyer, '4242424242424242')),
      providerCode: 'mapfre',
      partnerCode: 'cotizauto',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf<EmissionResult>(paid)).toMatchObject({
      policyNumber: policy.policyNumber,
      paymentStatus: 'paid',
    });
  });
});
