import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'vitest';
import { buildApp, type App, type AppOverrides } from '../../../src/server/app';
import { openTestDatabase, testConfig } from '../../support/test-app';

export interface OwnServer {
  app: App;
  baseUrl: string;
  /**
   * Resolves when the server has sent the whole answer of the next request to `path` (a
   * streamed answer included: the browser's view of a stream's end is not reliable).
   */
  nextAnswerSent(path: string): Promise<void>;
}

/**
 * A server of a suite's own, in this process, with `env` over the test settings (insurer
 * faults, a database that can go away…): it serves the browser tests' client on a free
 * loopback port, from a fresh seeded database unless `overrides` brings one.
 */
export async function startOwnServer(
  env: Record<string, string>,
  overrides: AppOverrides = {},
): Promise<OwnServer> {
  const app = await buildApp(testConfig({ CLIENT_DIST: inject('e2eClientDir'), ...env }), {
    ...overrides,
    database: overrides.database ?? (await openTestDatabase()),
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const nextAnswerSent = (path: string) =>
    new Promise<void>((resolve) => {
      const watch = (request: IncomingMessage, response: ServerResponse) => {
        if (request.url !== path) return;
        app.server.off('request', watch);
        response.once('finish', () => resolve());
      };
      app.server.on('request', watch);
    });
  return { app, baseUrl, nextAnswerSent };
}
