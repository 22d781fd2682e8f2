import { describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createQuotationActors } from '../../machines/quotation/quotation.actors';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import { createApi } from '../../src/api';
import { quotationOf, quoteRequest, versions } from './quotation-support';

/** The real API client over a fetch that answers like the server and records each call. */
function apiOverFakeServer({ quotesHang = false } = {}) {
  const calls: { path: string; body: Record<string, unknown>; signal: AbortSignal | null }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body, signal: request.signal });
    if (quotesHang && path === '/quotation/quote') return new Promise<Response>(() => {});
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
  return { api, calls };
}

describe('the default actors', () => {
  test('quote through POST /quotation/quote, one call per insurer and package', async () => {
    const { api, calls } = apiOverFakeServer();
    const actor = createActor(
      quotationMachine.provide({ actors: createQuotationActors(api) }),
    ).start();
    actor.send(quoteRequest(['hdi'], { inputs: { versionId: undefined } }));
    await waitFor(actor, (snapshot) => snapshot.matches({ comparing: 'results' }));

    expect(calls.map((call) => call.path)).toEqual([
      '/api/catalog/list-versions',
      '/quotation/quote',
      '/quotation/quote',
      '/quotation/quote',
    ]);
    expect(calls[1]?.body).toMatchObject({ providerCode: 'hdi', versionId: 'v-7', package: 0 });
    expect(actor.getSnapshot().context.quotes).toHaveLength(3);
  });

  test('a new round aborts the HTTP calls of the round in flight', async () => {
    const { api, calls } = apiOverFakeServer({ quotesHang: true });
    const actor = createActor(
      quotationMachine.provide({ actors: createQuotationActors(api) }),
    ).start();
    actor.send(quoteRequest(['hdi']));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    actor.send(quoteRequest(['ana']));
    expect(calls.slice(0, 3).map((call) => call.signal?.aborted)).toEqual([true, true, true]);
  });
});
