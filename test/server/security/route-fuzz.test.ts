import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { apiOperations, type Operation } from '../../support/api-operations';
import { buildTestApp, openSession, type TestSession } from '../../support/test-app';

/**
 * Every route of the OpenAPI description, called with arbitrary bodies, queries, path params
 * and provider headers: the server never answers 5xx, and every 4xx is the error envelope with a
 * Spanish message. A bounded number of runs per route keeps it to seconds.
 */
const runsPerRoute = 12;

const jsonValue = fc.jsonValue({ maxDepth: 3 });
/** A body: any JSON, or an object of the route's own fields with arbitrary values. */
const bodyFor = (keys: string[]) =>
  fc.oneof(
    jsonValue,
    keys.length
      ? fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: keys.length })
      : fc.object(),
  );
const text = fc.oneof(fc.string(), fc.constantFrom('%', '_', '../', 'hdi', 'ñ', ' ', '0'));

/** English words valibot, Fastify or Node would use; the envelope speaks Spanish. */
const english =
  /\b(invalid|expected|received|must|required|not found|bad request|unsupported|error|body)\b|FST_/i;

let app: App;
let session: TestSession;
let operations: Operation[];

beforeAll(async () => {
  app = await buildTestApp();
  session = await openSession(app);
  operations = await apiOperations(app);
});
afterAll(() => app.close());

describe('route fuzz from the OpenAPI description', () => {
  it('describes the API’s routes', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/api/user/login', '/policy/emit-pay', '/mail/send-mail']),
    );
  });

  it('never answers 5xx, and every 4xx is a Spanish message in the envelope', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(operation.bodyKeys),
          fc.dictionary(fc.constantFrom('x', ...operation.queryKeys), text),
          text,
          fc.option(fc.constantFrom('hdi', 'mapfre', 'nadie', ''), { nil: undefined }),
          async (body, query, pathValue, providerCode) => {
            const url = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue) || 'x');
            const response = await app.inject({
              method: operation.method,
              url,
              query,
              payload: operation.method === 'POST' ? JSON.stringify(body) : undefined,
              headers: {
                ...session.headers,
                ...(operation.method === 'POST' ? { 'content-type': 'application/json' } : {}),
                ...(providerCode === undefined ? {} : { 'x-provider-code': providerCode }),
              },
            });
            const where = `${operation.method} ${url} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              const error = response.json() as { code?: unknown; message?: unknown };
              expect(typeof error.code, where).toBe('string');
              expect(typeof error.message, where).toBe('string');
              expect((error.message as string).length, where).toBeGreaterThan(0);
              expect(error.message, where).not.toMatch(english);
            }
          },
        ),
        { numRuns: runsPerRoute },
      );
    }
  });
});
