import type { HTTPError, KyInstance } from 'ky';
import Cookies from 'js-cookie';
import { errorCodes, genericMessages, isApiError, type ApiError } from '../domain/common/errors';
import { ownPartnerCode } from '../domain/site/partners';
import { defaultLanguage, type Language } from '../domain/site/languages';

/** The error object every failed call rejects with: `{ code, message, fields? }` plus the status. */
export class ApiRequestError extends Error implements ApiError {
  readonly code: string;
  readonly fields?: Record<string, string[]>;
  constructor(
    error: ApiError,
    readonly status: number,
  ) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    if (error.fields) this.fields = error.fields;
  }
}

export const isCancellation = (error: unknown) =>
  error instanceof ApiRequestError && error.code === errorCodes.cancelled;

export interface HttpClientOptions {
  /** Origin of the API; the page's own origin by default. */
  baseUrl?: string;
  /** The fixed bearer credential the service expects from this client. */
  bearerToken: string;
  partnerCode?: string;
  /** The buyer's language, for the calls whose mails and PDFs the server writes in it. */
  language?: Language;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  /** Sent as X-Provider-Code on insurer-specific calls. */
  providerCode?: string;
  /** Headers of this call only (the policy PDF's X-Emission-Id). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The raw response, for streamed answers (NDJSON). */
  stream(path: string, options?: RequestOptions): Promise<Response>;
  /** A file (GET), as a Blob. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  setPartnerCode(code: string): void;
  readonly partnerCode: string;
  setLanguage(language: Language): void;
  readonly language: Language;
}

const xsrfCookie = 'XSRF-TOKEN';
const xsrfHeader = 'X-XSRF-TOKEN';
/** How long a call waits for its answer to begin. */
const answerTimeoutMs = 60_000;

/** ky and the one instance every call of a client goes through. */
interface KyClient {
  instance: KyInstance;
  HTTPError: typeof HTTPError;
}

/**
 * One ky instance for every call: bearer, X-Partner-Code, the XSRF header read from its cookie
 * (fetched first when the page has none yet), answers unwrapped from `{ data }`, failures and
 * cancellations turned into the error object. ky (about 3 kB on the wire) is imported with the
 * first call, not with every page: a page draws before it asks the server anything.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let partnerCode = options.partnerCode ?? ownPartnerCode;
  let language = options.language ?? defaultLanguage;
  const readCookie = options.readCookie ?? ((name: string) => Cookies.get(name));
  const base = options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost:3000';
  let client: Promise<KyClient> | undefined;
  const kyClient = () =>
    (client ??= import('ky').then(({ default: ky, HTTPError }) => ({
      HTTPError,
      instance: ky.create({
        prefixUrl: base,
        credentials: 'same-origin',
        timeout: answerTimeoutMs,
        retry: { limit: 2, methods: ['get'] },
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: {
          beforeRequest: [
            async (request) => {
              setIdentity(request.headers);
              if (request.method !== 'GET' && request.method !== 'HEAD') {
                request.headers.set(xsrfHeader, await xsrfToken());
              }
            },
          ],
        },
      }),
    })));

  /** Who calls: the bearer and the partner code, on every call. */
  function setIdentity(headers: Headers) {
    headers.set('Authorization', `Bearer ${options.bearerToken}`);
    headers.set('X-Partner-Code', partnerCode);
  }

  async function xsrfToken(): Promise<string> {
    const existing = readCookie(xsrfCookie);
    if (existing) return existing;
    await (await kyClient()).instance.get('api/xsrf-token');
    return readCookie(xsrfCookie) ?? '';
  }

  async function send<T>(
    method: 'get' | 'post',
    path: string,
    request: RequestOptions = {},
  ): Promise<T> {
    const response = await call(method, path, request);
    const body = (await response.json()) as { data: T };
    return body.data;
  }

  async function call(
    method: 'get' | 'post',
    path: string,
    request: RequestOptions,
  ): Promise<Response> {
    const { instance, HTTPError } = await kyClient();
    try {
      return await instance(path.replace(/^\//, ''), {
        method,
        json: request.json,
        searchParams: request.searchParams,
        signal: request.signal,
        headers: ownHeaders(request),
      });
    } catch (error) {
      throw await toRequestError(error, HTTPError);
    }
  }

  /**
   * A streamed answer (the quote round's NDJSON) by fetch itself, with the calls' headers and
   * errors: with the XSRF cookie there, the request leaves in the caller's own task. Through ky
   * it waited on ky's awaited hooks, and the results page's first render came before it.
   */
  function stream(path: string, request: RequestOptions = {}): Promise<Response> {
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
      answerTimeoutMs,
    );
    const cancel = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) cancel();
    request.signal?.addEventListener('abort', cancel, { once: true });
    const post = (token: string) => {
      const headers = new Headers({ 'Content-Type': 'application/json', ...ownHeaders(request) });
      setIdentity(headers);
      headers.set(xsrfHeader, token);
      // A Request, as ky hands fetch.
      const call = new Request(`${base}/${path.replace(/^\//, '')}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(request.json),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      return options.fetch ? options.fetch(call) : fetch(call);
    };
    const token = readCookie(xsrfCookie);
    return (token ? post(token) : xsrfToken().then(post))
      .then(
        async (response) => {
          if (!response.ok) throw await answerError(response);
          return response;
        },
        (error: unknown) => {
          // The caller's signal stays tied to a streamed body being read; a failed call has none.
          request.signal?.removeEventListener('abort', cancel);
          throw callError(error);
        },
      )
      .finally(() => clearTimeout(timeout));
  }

  return {
    get: (path, request) => send('get', path, request),
    post: (path, request) => send('post', path, request),
    stream,
    download: async (path, request = {}) => (await call('get', path, request)).blob(),
    setPartnerCode(code) {
      partnerCode = code;
    },
    get partnerCode() {
      return partnerCode;
    },
    setLanguage(next) {
      language = next;
    },
    get language() {
      return language;
    },
  };
}

/** The headers a call asks for itself: its own, and the insurer it is about. */
const ownHeaders = (request: RequestOptions): Record<string, string> => ({
  ...request.headers,
  ...(request.providerCode ? { 'X-Provider-Code': request.providerCode } : {}),
});

async function toRequestError(
  error: unknown,
  HTTPError: KyClient['HTTPError'],
): Promise<ApiRequestError> {
  return error instanceof HTTPError ? answerError(error.response) : callError(error);
}

/** A refusal: the server's error object, or unknow-error when its body is not one. */
async function answerError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const apiError = isApiError(body)
    ? body
    : { code: errorCodes.unknown, message: genericMessages.unknown };
  return new ApiRequestError(apiError, response.status);
}

/** A call with no answer: cancelled, timed out, or the server out of reach. */
function callError(error: unknown): ApiRequestError {
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiRequestError(
      { code: errorCodes.cancelled, message: genericMessages.cancelled },
      0,
    );
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiRequestError(
      { code: errorCodes.upstreamTimeout, message: genericMessages.upstreamTimeout },
      0,
    );
  }
  return new ApiRequestError(
    { code: errorCodes.upstreamUnavailable, message: genericMessages.upstreamUnavailable },
    0,
  );
}
