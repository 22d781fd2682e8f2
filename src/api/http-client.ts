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
        timeout: 60_000,
        retry: { limit: 2, methods: ['get'] },
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: {
          beforeRequest: [
            async (request) => {
              request.headers.set('Authorization', `Bearer ${options.bearerToken}`);
              request.headers.set('X-Partner-Code', partnerCode);
              if (request.method !== 'GET' && request.method !== 'HEAD') {
                request.headers.set(xsrfHeader, await xsrfToken());
              }
            },
          ],
        },
      }),
    })));

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
        headers: {
          ...request.headers,
          ...(request.providerCode ? { 'X-Provider-Code': request.providerCode } : {}),
        },
      });
    } catch (error) {
      throw await toRequestError(error, HTTPError);
    }
  }

  return {
    get: (path, request) => send('get', path, request),
    post: (path, request) => send('post', path, request),
    stream: (path, request = {}) => call('post', path, request),
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

async function toRequestError(
  error: unknown,
  HTTPError: KyClient['HTTPError'],
): Promise<ApiRequestError> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => undefined);
    const apiError = isApiError(body)
      ? body
      : { code: errorCodes.unknown, message: genericMessages.unknown };
    return new ApiRequestError(apiError, error.response.status);
  }
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
