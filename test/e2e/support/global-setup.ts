import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../src/server/app';
import {
  buildClient,
  clientSettingsFrom,
  reasonToBuildClient,
} from '../../../scripts/client-build';
import { e2eBrokerName, openSeededPglite, testBearer, testConfig } from '../../support/test-app';
import { chromiumPath } from './chromium';
import { serveSandboxLedger } from './sandbox-ledger';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The client the browser tests run: built with the test server's bearer. */
    e2eClientDir: string;
    /** The operators' credential: the browser tests read the outbox (/dev/outbox) with it. */
    operatorToken: string;
    /** Where the tests read the payment sandbox's ledger (support/sandbox-ledger.ts). */
    ledgerUrl: string;
    /** The public bearer credential the client sends: tests call the API as the page does. */
    apiBearer: string;
  }
}

const operatorToken = 'e2e-operator-token-read-the-outbox';

/**
 * The browser tests' own client folder: `npm start` serves dist/client, so a client built here
 * with the test bearer never reaches it.
 */
const e2eClientDir = path.resolve(import.meta.dirname, '../../../dist/e2e-client');

/** Builds the client (when needed) and serves it with the real server on a free loopback port. */
export default async function setup(project: TestProject) {
  chromiumPath();
  // The client must carry the same bearer credential and broker as the test server it calls.
  const buildEnv = {
    ...process.env,
    VITE_API_BEARER_TOKEN: testBearer,
    BROKER_NAME: e2eBrokerName,
  };
  if (reasonToBuildClient(e2eClientDir, await clientSettingsFrom(buildEnv)))
    buildClient(e2eClientDir, buildEnv);
  // The run's seeded dump (test/support/global-setup.ts), loaded in seconds: no migration or seed.
  const database = await openSeededPglite(project.getProvidedContext().pgliteDumpPath);
  const app = await buildApp(
    testConfig({
      CLIENT_DIST: e2eClientDir,
      OPERATOR_TOKEN: operatorToken,
      BROKER_NAME: e2eBrokerName,
      // Empty is unset: the production wait, so a quick emission is answered in its first call.
      EMISSION_ANSWER_WAIT_MS: '',
    }),
    { database },
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const ledger = await serveSandboxLedger(database.db);
  project.provide('baseUrl', address);
  project.provide('e2eClientDir', e2eClientDir);
  project.provide('operatorToken', operatorToken);
  project.provide('ledgerUrl', ledger.url);
  project.provide('apiBearer', testBearer);
  return async () => {
    await ledger.close();
    await app.close();
  };
}
