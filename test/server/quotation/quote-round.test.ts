import { count, eq } from 'drizzle-orm';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  dataOf,
  openSession,
  post,
  testBearer,
  type TestSession,
} from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { quotations } from '../../../src/server/db/schema/index';
import { insurerCodes } from '../../../src/domain/insurers/insurers';
import { errorCodes } from '../../../src/domain/common/errors';
import type { Quotation, QuoteRoundLine } from '../../../src/domain/quote/quotation';
import {
  findCatalogueVersion,
  findMotorcycleVersion,
  ndjsonLines,
  postalCodes,
  quoteBody,
  type CatalogueVersion,
} from './quote-fixture';

const roundBody = (version: CatalogueVersion, overrides: Record<string, unknown> = {}) => {
  const { package: _p, ...body } = quoteBody(version, overrides);
  return body;
};
const linesOf = (body: string) => ndjsonLines<QuoteRoundLine>(body);
const quoted = (lines: QuoteRoundLine[]) =>
  lines.flatMap((line) => (line.type === 'quotation' ? [line.quotation] : []));
const pairsOf = (lines: QuoteRoundLine[], type: QuoteRoundLine['type']) =>
  lines.flatMap((line) => {
    if (line.type === 'quotation' && type === 'quotation')
      return [`${line.quotation.providerCode}:${line.quotation.package}`];
    if (line.type === 'declined' && type === 'declined')
      return [`${line.declined.providerCode}:${line.declined.package}`];
    if (line.type === 'failed' && type === 'failed')
      return [`${line.failed.providerCode}:${line.failed.package}`];
    return [];
  });

describe('POST /quotation/quote-round (NDJSON)', () => {
  let app: App;
  let session: TestSession;
  let versa2020: CatalogueVersion;

  beforeAll(async () => {
    app = await buildTestApp();
    session = await openSession(app);
    versa2020 = await findCatalogueVersion(app, 'Nissan', 'Versa', 2020);
  });
  afterAll(() => app.close());

  const round = (body: object) => post(app, session, '/quotation/quote-round', body);

  it('answers every insurer and package of the round, one line each, then the counts', async () => {
    const response = await round(roundBody(versa2020));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = linesOf(response.body);
    expect(lines).toHaveLength(insurerCodes.length * 3 + 1);
    expect(lines.at(-1)).toEqual({ type: 'done', quoted: 23, declined: 1, failed: 0 });
    expect(pairsOf(lines, 'declined')).toEqual(['sura:2']);
    const stored = await app.db.select({ id: quotations.id }).from(quotations);
    expect(stored.map((row) => row.id)).toEqual(
      expect.arrayContaining(quoted(lines).map((q) => q.id)),
    );
  });

  it('prices each insurer the same in a round as in its own call', async () => {
    const lines = linesOf((await round(roundBody(versa2020, { providers: ['hdi'] }))).body);
    const fromRound = quoted(lines).find((q) => q.package === 0) as Quotation;
    const single = dataOf<Quotation>(
      await post(app, session, '/quotation/quote', quoteBody(versa2020, { providerCode: 'hdi' })),
    );
    expect(fromRound.discountPrice).toBe(single.discountPrice);
    expect(fromRound.breakdown).toEqual(single.breakdown);
  });

  it('keeps only ana and hdi, Amplia only, for a multi-year policy', async () => {
    const lines = linesOf((await round(roundBody(versa2020, { validity: 2 }))).body);
    expect(pairsOf(lines, 'quotation').sort()).toEqual(['ana:0', 'hdi:0']);
  });

  it('keeps only ana and hdi, Amplia only, for invoice value', async () => {
    const lines = linesOf((await round(roundBody(versa2020, { indemnityValue: 'invoice' }))).body);
    expect(pairsOf(lines, 'quotation').sort()).toEqual(['ana:0', 'hdi:0']);
  });

  it('quotes Amplia only when the coverages were edited', async () => {
    const lines = linesOf((await round(roundBody(versa2020, { hasCoveragesEdited: true }))).body);
    expect(new Set(quoted(lines).map((q) => q.package))).toEqual(new Set([0]));
    expect(quoted(lines)).toHaveLength(insurerCodes.length);
  });

  it('shows where an insurer does not write business as a declined line', async () => {
    const lines = linesOf(
      (await round(roundBody(versa2020, { postalCode: postalCodes.chiapas }))).body,
    );
    const declined = lines.flatMap((line) => (line.type === 'declined' ? [line.declined] : []));
    expect(declined.filter((d) => d.providerCode === 'gds')).toHaveLength(3);
    expect(declined.find((d) => d.providerCode === 'gds')?.reason).toBe(
      'La aseguradora no ofrece cobertura en tu código postal.',
    );
  });

  it('leaves Mapfre out of a used-car partner promo round', async () => {
    const lines = linesOf(
      (await round(roundBody(versa2020, { promoCode: 'KAVAK-SEMINUEVOS' }))).body,
    );
    expect(quoted(lines).some((q) => q.providerCode === 'mapfre')).toBe(false);
    expect(quoted(lines).length).toBeGreaterThan(0);
  });

  it('answers "No providers available for the vehicle selected" before streaming', async () => {
    const motorcycle = await findMotorcycleVersion(app);
    const response = await round(roundBody(motorcycle));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'no-providers',
      message: 'No providers available for the vehicle selected',
    });
  });

  it.each([
    { field: 'validity', value: 6 },
    { field: 'validity', value: '2' },
    { field: 'indemnityValue', value: 'valorInventado' },
  ])('refuses a $field of $value with the choice message', async ({ field, value }) => {
    const response = await round(roundBody(versa2020, { [field]: value }));
    expect(response.statusCode).toBe(400);
    const error = response.json() as { fields?: Record<string, string[]> };
    expect(error.fields?.[field]).toEqual(['Elige una de las opciones disponibles.']);
  });

  it('rejects a malformed round with a message', async () => {
    const response = await round({ ...roundBody(versa2020), providers: ['axa'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('insurer faults', () => {
  let app: App;
  let session: TestSession;
  let versa2020: CatalogueVersion;

  beforeAll(async () => {
    app = await buildTestApp({
      INSURER_FAULTS: 'gds=timeout,aba=error,sura=slow,ana=garbage',
      INSURER_TIMEOUT_MS: '400',
      INSURER_SLOW_MS: '150',
    });
    session = await openSession(app);
    versa2020 = await findCatalogueVersion(app, 'Nissan', 'Versa', 2020);
  });
  afterAll(() => app.close());

  const quote = (providerCode: string) =>
    post(app, session, '/quotation/quote', quoteBody(versa2020, { providerCode }), {
      'x-provider-code': providerCode,
    });

  it('answers CON-002 for an insurer that times out', async () => {
    const response = await quote('gds');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'CON-002',
      message: 'La aseguradora tardó demasiado en responder. Intenta de nuevo en unos minutos.',
    });
  });

  it("answers CON-001 with the spec's quote error for an insurer that fails", async () => {
    const response = await quote('aba');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'CON-001',
      message:
        'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
    });
  });

  it('answers CON-001 with the quote error for an insurer that answers garbage', async () => {
    const response = await quote('ana');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'CON-001' });
  });

  it('still quotes the healthy and the slow insurers', async () => {
    expect((await quote('hdi')).statusCode).toBe(200);
    expect((await quote('sura')).statusCode).toBe(200);
  });

  it("streams the others' quotes when insurers time out, error or answer garbage", async () => {
    const { package: _p, ...body } = quoteBody(versa2020);
    const lines = linesOf((await post(app, session, '/quotation/quote-round', body)).body);
    const failed = lines.flatMap((line) => (line.type === 'failed' ? [line.failed] : []));
    expect(failed.filter((f) => f.providerCode === 'gds').map((f) => f.code)).toEqual([
      'CON-002',
      'CON-002',
      'CON-002',
    ]);
    expect(failed.filter((f) => f.providerCode === 'aba').map((f) => f.code)).toEqual([
      'CON-001',
      'CON-001',
      'CON-001',
    ]);
    expect(failed.filter((f) => f.providerCode === 'ana').map((f) => f.code)).toEqual([
      'CON-001',
      'CON-001',
      'CON-001',
    ]);
    expect(new Set(quoted(lines).map((q) => q.providerCode))).toEqual(
      new Set(['mapfre', 'gnp', 'hdi', 'sura', 'qualitas']),
    );
    expect(lines.at(-1)).toEqual({ type: 'done', quoted: 14, declined: 1, failed: 9 });
  });

  it('streams the slow insurer after the healthy ones', async () => {
    const { package: _p, ...body } = quoteBody(versa2020);
    const lines = linesOf(
      (
        await post(app, session, '/quotation/quote-round', {
          ...body,
          providers: ['hdi', 'sura', 'qualitas'],
        })
      ).body,
    );
    const order = quoted(lines).map((q) => q.providerCode);
    expect(order.slice(-2)).toEqual(['sura', 'sura']);
  });
});

describe('a cancelled round', () => {
  let app: App;
  let versa2020: CatalogueVersion;

  beforeAll(async () => {
    // No insurer times out during the test: only the client's leaving can stop them.
    app = await buildTestApp({ INSURER_TIMEOUT_MS: '600000' });
    versa2020 = await findCatalogueVersion(app, 'Nissan', 'Versa', 2020);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
  });

  /**
   * Every insurer but HDI holds its answer until the test lets it go (or the server gives up on
   * it): the client leaves while they are still being asked, however slow the machine is.
   */
  function holdEveryInsurerButHdi() {
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const asked: AbortSignal[] = [];
    const calls = insurerCodes
      .filter((code) => code !== 'hdi')
      .map((code) => {
        const adapter = app.insurerGateway.adapters[code];
        const answer = adapter.quote.bind(adapter);
        return vi.spyOn(adapter, 'quote').mockImplementation(async (request, signal) => {
          asked.push(signal);
          await Promise.race([released, once(signal, 'abort')]);
          return answer(request, signal);
        });
      });
    const settled = () =>
      Promise.allSettled(calls.flatMap((call) => call.mock.results.map((r) => r.value)));
    return { asked, letGo, settled };
  }

  it('stops asking the insurers when the client goes away', async () => {
    const held = holdEveryInsurerButHdi();
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const tokenResponse = await fetch(`${base}/api/xsrf-token`);
    const cookies = tokenResponse.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
    const [before] = await app.db.select({ n: count() }).from(quotations);
    const controller = new AbortController();
    const { package: _p, ...body } = quoteBody(versa2020);
    const response = await fetch(`${base}/quotation/quote-round`, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${testBearer}`,
        cookie: cookies,
        'x-xsrf-token': token,
      },
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"providerCode":"hdi"');
    expect(held.asked.length).toBeGreaterThan(0);
    controller.abort();
    // The server gives up on every insurer still being asked...
    await vi.waitFor(() => expect(held.asked.every((signal) => signal.aborted)).toBe(true), {
      timeout: 10_000,
    });
    for (const signal of held.asked)
      expect(signal.reason).toMatchObject({ statusCode: 499, code: errorCodes.cancelled });
    // ...so when they answer after all, nothing of theirs is kept.
    held.letGo();
    await held.settled();
    const [after] = await app.db.select({ n: count() }).from(quotations);
    const hdiOnly = await app.db
      .select({ n: count() })
      .from(quotations)
      .where(eq(quotations.providerCode, 'hdi'));
    expect(after!.n - before!.n).toBe(hdiOnly[0]!.n);
    expect(after!.n - before!.n).toBeLessThanOrEqual(3);
  });
});
