import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { quoteVersa } from './support/results-page';
import { artifacts, resultsViewports as viewports } from './support/viewports';

/**
 * An insurer that fails while the others answer, on a desktop and a phone, on a server of its
 * own whose sandbox GDS errors on every quote (INSURER_FAULTS): the page shows every other
 * insurer's cards. insurer-faults.test.ts walks every kind of fault, on a desktop.
 */
let browser: BrowserContext;
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer({ INSURER_FAULTS: 'gds=error' });
  browser = await launchBrowser();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

describe.each(Object.entries(viewports))(
  'an insurer that fails, in Chromium, %s',
  (name, viewport) => {
    it('drops its cards and shows the others', { timeout: 180_000 }, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await quoteVersa(page, server.baseUrl);
      await page.getByRole('article', { name: 'HDI Seguros' }).waitFor();
      await page.getByRole('article', { name: 'Mapfre' }).waitFor();
      await expect(page.getByRole('article', { name: 'General de Seguros' }).count()).resolves.toBe(
        0,
      );
      await expectNoAxeViolations(page, 'one insurer failed');
      await page.screenshot({ path: `${artifacts}/results-insurer-failed-${name}.png` });
      await page.close();
    });
  },
);
