import { describe, expect, it, vi } from 'vitest';
import {
  createHttpClient,
  isCancellation,
  type ApiRequestError,
} from '../../../src/api/http-client';

function fakeServer(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('sends the bearer and partner code and unwraps { data }', async () => {
    const server = fakeServer(() => json({ data: [{ id: '1' }] }));
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'secret-bearer',
      fetch: server.fetch,
      readCookie: () => undefined,
    });
    await expect(http.get('/api/catalog/get-all-sub-brand')).resolves.toEqual([{ id: '1' }]);
    const [request] = server.requests;
    expect(request!.url).toBe('http://api.test/api/catalog/get-all-sub-brand');
    expect(request!.headers.get('authorization')).toBe('Bearer secret-bearer');
    expect(request!.headers.get('x-partner-code')).toBe('cotizauto');
  });

  it('fetches the XSRF cookie before the first write and echoes it, with the provider header', async () => {
    let cookie: string | undefined;
    const server = fakeServer((request) => {
      if (request.url.endsWith('/api/xsrf-token')) {
        cookie = 'token-123';
        return json({ data: {} });
      }
      return json({ data: { id: 'q1' } });
    });
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: server.fetch,
      readCookie: () => cookie,
    });
    http.setPartnerCode('coppel');
    await http.post('/quotation/quote', { json: { package: 0 }, providerCode: 'hdi' });
    const write = server.requests.at(-1)!;
    expect(write.headers.get('x-xsrf-token')).toBe('token-123');
    expect(write.headers.get('x-provider-code')).toBe('hdi');
    expect(write.headers.get('x-partner-code')).toBe('coppel');
    expect(await write.json()).toEqual({ package: 0 });
  });

  it('rejects with the server error object and its status', async () => {
    const server = fakeServer(() =>
      json(
        {
          code: 'validation-error',
          message: 'No has ingresado un teléfono válido',
          fields: { phone: ['No has ingresado un teléfono válido'] },
        },
        400,
      ),
    );
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: server.fetch,
      readCookie: () => 't',
    });
    const error = (await http
      .post('/api/leads/create-lead', { json: {} })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toMatchObject({
      code: 'validation-error',
      message: 'No has ingresado un teléfono válido',
      status: 400,
      fields: { phone: ['No has ingresado un teléfono válido'] },
    });
  });

  it('turns a failure without an error body into unknow-error', async () => {
    const server = fakeServer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: server.fetch,
      readCookie: () => 't',
    });
    await expect(http.post('/x', { json: {} })).rejects.toMatchObject({
      code: 'unknow-error',
      status: 502,
    });
  });

  it('answers a cancelled call with the cancel message', async () => {
    // A server that never answers: only the abort ends the call (it may come before fetch runs).
    const server = fakeServer(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: server.fetch,
      readCookie: () => 't',
    });
    const controller = new AbortController();
    const pending = http
      .post('/api/catalog/list-sub-brands', { json: { name: 'ver' }, signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isCancellation(error)).toBe(true);
    expect(error).toMatchObject({ code: 'cancelled', message: 'Solicitud cancelada' });
  });
});

describe('API client: streamed answers', () => {
  it('sends the request in the caller’s own task, with the calls’ headers and the XSRF cookie', async () => {
    const server = fakeServer(() => new Response('{"type":"done"}\n', { status: 200 }));
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'secret-bearer',
      fetch: server.fetch,
      readCookie: () => 'token-123',
    });
    http.setPartnerCode('coppel');
    const answer = http.stream('/quotation/quote-round', {
      json: { postalCode: '06700', providers: ['hdi'] },
    });
    // Before anything is awaited: the request has left.
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('http://api.test/quotation/quote-round');
    expect(request!.headers.get('authorization')).toBe('Bearer secret-bearer');
    expect(request!.headers.get('x-partner-code')).toBe('coppel');
    expect(request!.headers.get('x-xsrf-token')).toBe('token-123');
    expect(await request!.json()).toEqual({ postalCode: '06700', providers: ['hdi'] });
    expect(await (await answer).text()).toBe('{"type":"done"}\n');
  });

  it('fetches the XSRF cookie first when the page has none', async () => {
    let cookie: string | undefined;
    const server = fakeServer((request) => {
      if (request.url.endsWith('/api/xsrf-token')) cookie = 'token-456';
      return json({ data: {} });
    });
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: server.fetch,
      readCookie: () => cookie,
    });
    await http.stream('/quotation/quote-round', { json: {} });
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/xsrf-token',
      '/quotation/quote-round',
    ]);
    expect(server.requests[1]!.headers.get('x-xsrf-token')).toBe('token-456');
  });

  it('rejects a refusal with the server’s error object, and a cancelled call as cancelled', async () => {
    const refusing = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: fakeServer(() =>
        json(
          { code: 'no-providers', message: 'No providers available for the vehicle selected' },
          422,
        ),
      ).fetch,
      readCookie: () => 't',
    });
    await expect(refusing.stream('/quotation/quote-round', { json: {} })).rejects.toMatchObject({
      code: 'no-providers',
      status: 422,
    });

    const silent = fakeServer(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      bearerToken: 'b',
      fetch: silent.fetch,
      readCookie: () => 't',
    });
    const controller = new AbortController();
    const pending = http
      .stream('/quotation/quote-round', { json: {}, signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(isCancellation(await pending)).toBe(true);
  });
});
