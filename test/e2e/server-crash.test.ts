import { mkdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cartMessages } from '../../machines/cart-shared/cart-messages';
import { timing } from '../../src/domain/common/timing';
import { openDatabase } from '../../src/server/db/client';
import { gatewayAuthorizations } from '../../src/server/db/schema/payments';
import { testBearer } from '../support/test-app';
import { ensureServerBuilt, startServer, type ServerProcess } from '../bench/server-process';
import { launchBrowser } from './support/chromium';
import { seededDatabaseDir } from './support/seeded-database-dir';
import { freePort } from './support/free-port';
import { artifacts } from './support/viewports';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

/**
 * The compiled server as production runs it, in its own process on a PGlite directory: each
 * sandbox payment call takes `paymentLatencyMs`, so once the card is held the charge's capture
 * is in flight long enough to kill the process in the middle of the emission.
 */
const paymentLatencyMs = 3_000;
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
    // The runner logs 'card held' at info: the test kills the process on that line.
    LOG_LEVEL: 'info',
  });

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  await ensureServerBuilt();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  databaseDir = seededDatabaseDir('crash');
  server = await start();
  browser = await launchBrowser();
  // The page's timers run on a clock the test can move: the 20 s error wait is the spec's.
  await browser.clock.install();
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
      const cardHeld = server!.nextLog('card held');
      await buyHdiAsAna(page, `ana.${Date.now()}@correo.mx`, async () => {});
      // Past the hold, while the insurer issues or the charge is captured.
      await cardHeld;
      server!.child.kill('SIGKILL');
      await new Promise((resolve) => server!.child.once('exit', resolve));
      await page.screenshot({ path: `${artifacts}/crash-while-issuing.png` });

      server = await start();
      // A poll that met the dead server shows the emission error and offers a retry after its
      // wait; one that did not goes on to the policy.
      // The waiter that loses is ended by the page's closing: its rejection is not the test's.
      const ending = await Promise.race([
        page
          .waitForURL(/\/thank-you/, { timeout: 180_000 })
          .then(() => 'issued')
          .catch(() => 'no policy'),
        page
          .getByText(cartMessages.emissionError)
          .waitFor({ timeout: 180_000 })
          .then(() => 'error')
          .catch(() => 'no error'),
      ]);
      if (ending === 'error') {
        await page.clock.fastForward(timing.emissionErrorWaitMs);
        await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
        await page.waitForURL(/\/thank-you/, { timeout: 180_000 });
      }
      await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
      await page.screenshot({ path: `${artifacts}/crash-thank-you.png` });

      await server.stop();
      server = undefined;
      expect(await gatewayRecords()).toEqual([{ status: 'captured' }]);
    },
  );
});
