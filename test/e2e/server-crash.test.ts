import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/client';
import { gatewayAuthorizations } from '../../src/server/db/schema/payments';
import { testBearer } from '../support/test-app';
import { ensureServerBuilt, startServer, type ServerProcess } from '../bench/server-process';
import { launchBrowser } from './support/chromium';
import { freePort } from './support/free-port';
import { artifacts } from './support/viewports';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

/**
 * The compiled server as production runs it, in its own process on a PGlite directory: each
 * sandbox payment call takes `paymentLatencyMs`, so an emission (hold, issue, capture) is in
 * flight long enough to kill the process in the middle of it.
 */
const paymentLatencyMs = 8_000;
let port: number;
let baseUrl: string;
let databaseDir: string;
let server: ServerProcess | undefined;
let browser: BrowserContext;
let page: Page;

const start = () =>
  startServer(port, {
    API_BEARER_TOKEN: testBearer,
    CLIENT_DIST: inject('e2eClientDir'),
    PGLITE_DIR: databaseDir,
    PAYMENT_LATENCY_MS: String(paymentLatencyMs),
  });

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  await ensureServerBuilt();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  databaseDir = mkdtempSync(path.join(tmpdir(), 'cotizauto-crash-db-'));
  const unpack = spawnSync('tar', ['xzf', inject('pgliteDumpPath'), '-C', databaseDir]);
  if (unpack.status !== 0) throw new Error('tar could not unpack the seeded database');
  server = await start();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(databaseDir, { recursive: true, force: true });
});

/** The holds and charges the sandbox gateway recorded, read once the server has stopped. */
async function gatewayRecords() {
  const handle = await openDatabase({ pgliteDir: databaseDir });
  try {
    return await handle.db
      .select({ status: gatewayAuthorizations.status })
      .from(gatewayAuthorizations);
  } finally {
    await handle.close();
  }
}

describe('the server killed while it issues a policy', () => {
  it(
    'resumes the emission after the restart: one charge, and the buyer reaches the thank-you page',
    { timeout: 420_000 },
    async () => {
      await openSavedQuote(page, baseUrl);
      await selectHdi(page);
      const emissionStarted = page.waitForResponse(
        (response) => response.url().endsWith('/policy/emit-pay') && response.status() === 202,
        { timeout: 120_000 },
      );
      await buyHdiAsAna(page, `ana.${Date.now()}@correo.mx`, async () => {});
      await emissionStarted;
      // Past the hold, while the insurer issues or the charge is captured.
      await sleep(paymentLatencyMs * 1.5);
      server!.child.kill('SIGKILL');
      await new Promise((resolve) => server!.child.once('exit', resolve));
      await page.screenshot({ path: `${artifacts}/crash-while-issuing.png` });

      server = await start();
      const retry = page.getByRole('button', { name: 'Intentar de nuevo' });
      const thankYou = page.waitForURL(/\/thank-you/, { timeout: 180_000 });
      // A poll that met the dead server offers a retry after its wait; one that did not goes on.
      void retry.click({ timeout: 180_000 }).catch(() => undefined);
      await thankYou;
      await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
      await page.screenshot({ path: `${artifacts}/crash-thank-you.png` });

      await server.stop();
      server = undefined;
      expect(await gatewayRecords()).toEqual([{ status: 'captured' }]);
    },
  );
});
