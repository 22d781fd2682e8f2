import { test } from 'vitest';
import type { App } from '../../src/server/app';
import { buildTestApp, get, openSession, post, type TestSession } from './test-app';

/** The app and a browser-like session, with their calls bound. */
export function apiClient(app: App, session: TestSession) {
  return {
    app,
    session,
    post: (url: string, payload: unknown, headers?: Record<string, string>) =>
      post(app, session, url, payload, headers),
    get: (url: string, headers?: Record<string, string>) => get(app, session, url, headers),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * The API tests' fixture: one app over a fresh database and one session (bearer and XSRF
 * pair), shared by the tests of a file and closed after its last one:
 * `apiTest('…', async ({ api }) => { await api.post(…) })`.
 */
export const apiTest = test.extend(
  'api',
  { scope: 'file' },
  // Vitest reads a fixture's dependencies from this pattern; this one depends on none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, { onCleanup }) => {
    const app = await buildTestApp();
    onCleanup(() => app.close());
    return apiClient(app, await openSession(app));
  },
);
