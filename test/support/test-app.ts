import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOverrides } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createDatabaseFromTemplate } from './postgres-template';

export const testBearer = 'test-bearer-credential-0001';

/**
 * The broker the browser tests' server and client name (BROKER_NAME): not the own brand's name,
 * so a page under the partner's brand that still says Cotizauto shows.
 */
export const e2eBrokerName = 'Agentes del Bajío, S.A. de C.V.';

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_BEARER_TOKEN: testBearer,
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    // Server tests see the emission's 202-and-poll protocol from the first call; the browser
    // tests' server answers as production does (test/e2e/support/global-setup.ts).
    EMISSION_ANSWER_WAIT_MS: '0',
    CLIENT_DIST: 'dist/client',
    ...env,
  });
}

/** A fresh database with every migration and seed applied: PGlite, or PostgreSQL with DATABASE_URL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url)
    return openDatabase({
      url: await createDatabaseFromTemplate(url, inject('postgresTemplate')),
      pgliteDir: '',
    });
  return openSeededPglite(inject('pgliteDumpPath'));
}

/** An in-memory PGlite loaded from the run's migrated and seeded dump (global-setup.ts). */
export async function openSeededPglite(dumpPath: string): Promise<DatabaseHandle> {
  const dump = await readFile(dumpPath);
  return openDatabase({ pgliteDir: 'memory://', pgliteDump: new Blob([dump]) });
}

/** The app over this database (one a test prepared, or shares between processes), ready. */
export async function startTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'database'> = {},
): Promise<App> {
  const app = await buildApp(testConfig(env), { ...overrides, database });
  await app.ready();
  return app;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'database'> = {},
): Promise<App> {
  return startTestApp(await openTestDatabase(), env, overrides);
}

/**
 * The app a test file runs against, with one browser's session: built when the file loads and
 * closed after its last test. `const { app, session } = await appForThisFile();` It starts over
 * `database` when the test prepared one (data imported before the start), else a fresh one.
 */
export async function appForThisFile(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'database'> = {},
  database?: DatabaseHandle,
): Promise<{ app: App; session: TestSession }> {
  const app = await startTestApp(database ?? (await openTestDatabase()), env, overrides);
  afterAll(() => app.close());
  return { app, session: await openSession(app) };
}

/** A browser-like session: bearer, and the XSRF cookie pair the page would hold. */
export interface TestSession {
  headers: Record<string, string>;
}

export async function openSession(app: App): Promise<TestSession> {
  const response = await app.inject({ method: 'GET', url: '/api/xsrf-token' });
  const cookies = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return {
    headers: { authorization: `Bearer ${testBearer}`, cookie: cookies, 'x-xsrf-token': token },
  };
}

export function post(
  app: App,
  session: TestSession,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...session.headers, ...headers },
  });
}

export function get(
  app: App,
  session: TestSession,
  url: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url, headers: { ...session.headers, ...headers } });
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}
