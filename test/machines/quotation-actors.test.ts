import { describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createQuotationActors } from '../../machines/quotation/quotation.actors';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import { createApi } from '../../src/api';
import type { QuoteRoundLine } from '../../src/domain/quote/quotation';
import { quotationOf, quoteRequest, versions } from './quotation-support';

type Call = { path: string; body: Record<string, unknown>; signal: AbortSignal | null };

/** A streamed answer the test writes line by line. */
function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    write: (line: QuoteRoundLine) =>
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    close: () => controller.close(),
  };
}

/** The real API client over a fetch that answers like the server and records each call. */
function apiOverFakeServer() {
  const calls: Call[] = [];
  const streams: ReturnType<typeof ndjsonStream>[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body, signal: request.signal });
    if (path === '/quotation/quote-round') {
      const stream = ndjsonStream();
      streams.push(stream);
      return stream.response;
    }
    const data =
      path === '/api/catalog/list-versions'
        ? versions
        : quotationOf(body.providerCode as 'hdi', body.package as 0);
    return Response.json({ data });
  };
  const api = createApi({
    baseUrl: 'http://cotizauto.test',
    bearerToken: 'test-bearer',
    fetch: fetch as typeof globalThis.fetch,
    readCookie: () => 'xsrf',
  });
  return { api, calls, streams };
}

const start = (api: ReturnType<typeof apiOverFakeServer>['api']) =>
  createActor(quotationMachine.provide({ actors: createQuotationActors(api) })).start();

describe('the default actors', () => {
  test('a round is one POST /quotation/quote-round whose lines list the cards as they come', async () => {
    const { api, calls, streams } = apiOverFakeServer();
    const actor = start(api);
    actor.send(quoteRequest(['hdi', 'ana'], { inputs: { versionId: undefined } }));
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/catalog/list-versions',
      '/quotation/quote-round',
    ]);
    expect(calls[1]?.body).toMatchObject({ providers: ['hdi', 'ana'], versionId: 'v-7' });

    const stream = streams[0]!;
    stream.write({ type: 'quotation', quotation: quotationOf('hdi', 0) });
    await vi.waitFor(() => expect(actor.getSnapshot().context.quotes).toHaveLength(1));
    expect(actor.getSnapshot().context.oneQuoteWasResolved).toBe(true);
    stream.write({
      type: 'failed',
      failed: { providerCode: 'ana', package: 0, code: 'CON-002', message: 'timeout' },
    });
    stream.write({ type: 'declined', declined: { providerCode: 'ana', package: 1, reason: 'no' } });
    stream.write({ type: 'quotation', quotation: quotationOf('hdi', 1) });
    stream.write({ type: 'done', quoted: 2, declined: 1, failed: 1 });
    stream.close();
    // hdi/2 and ana/2 never answered: the end of the stream drops them.
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'results' }));
    expect(actor.getSnapshot().context.quotes.map((q) => `${q.providerCode}/${q.package}`)).toEqual(
      ['hdi/0', 'hdi/1'],
    );
  });

  test('re-quoting the selected provider alone asks POST /quotation/quote per package', async () => {
    const { api, calls, streams } = apiOverFakeServer();
    const actor = start(api);
    actor.send(quoteRequest(['hdi']));
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    for (const pack of [0, 1, 2] as const)
      streams[0]!.write({ type: 'quotation', quotation: quotationOf('hdi', pack) });
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'results' }));
    actor.send({ type: 'quotation.select', providerCode: 'hdi', package: 0 });
    actor.send({ type: 'quotation.changePolicy', policy: { paymentFrequency: 3 } });
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'results' }));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/catalog/list-versions',
      '/quotation/quote-round',
      '/quotation/quote',
      '/quotation/quote',
      '/quotation/quote',
    ]);
    expect(calls[2]?.body).toMatchObject({ providerCode: 'hdi', paymentFrequency: 3, package: 0 });
  });

  test('a new round aborts the streamed request in flight', async () => {
    const { api, calls, streams } = apiOverFakeServer();
    const actor = start(api);
    actor.send(quoteRequest(['hdi']));
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    // The same model: its versions are not asked for again.
    actor.send(quoteRequest(['ana']));
    expect(calls[1]?.signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/catalog/list-versions',
      '/quotation/quote-round',
      '/quotation/quote-round',
    ]);
    expect(calls[2]?.signal?.aborted).toBe(false);
  });

  test('a round that breaks off ends without quotes, as a quote error', async () => {
    const { api } = apiOverFakeServer();
    const failing = {
      ...api,
      quotation: {
        ...api.quotation,
        quoteRound: () => {
          throw new Error('No providers available for the vehicle selected');
        },
      },
    };
    const actor = start(failing as typeof api);
    actor.send(quoteRequest(['hdi']));
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'withoutQuotes' }));
    expect(actor.getSnapshot().context.quotes).toEqual([]);
    expect(actor.getSnapshot().context.withoutQuotesReason).toBe('quoteError');
  });

  test("a vehicle no insurer quotes (the server's no-providers, a motorcycle) says no providers", async () => {
    const { api } = apiOverFakeServer();
    const refusing = {
      ...api,
      quotation: {
        ...api.quotation,
        // eslint-disable-next-line require-yield -- the server refuses before the first line
        quoteRound: async function* () {
          throw Object.assign(new Error('422'), {
            code: 'no-providers',
            message: 'No providers available for the vehicle selected',
          });
        },
      },
    };
    const actor = start(refusing as typeof api);
    actor.send(quoteRequest(['hdi']));
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'withoutQuotes' }));
    expect(actor.getSnapshot().context.withoutQuotesReason).toBe('noProviders');
  });
});
