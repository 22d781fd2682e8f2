import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { testBearer, testConfig } from '../../support/test-app';
import { chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the client and serves it with the real server on a free loopback port. */
export default async function setup(project: TestProject) {
  chromiumPath();
  // The client must carry the same bearer credential as the test server it calls.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BEARER_TOKEN: testBearer },
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const app = await buildApp(testConfig(), {
    database: await openDatabase({ pgliteDir: 'memory://' }),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('baseUrl', address);
  return () => app.close();
}
