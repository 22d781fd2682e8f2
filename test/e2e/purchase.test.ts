import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { accountOpenedOnThankYou } from './support/thank-you';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { quoteVersaFromHome } from './support/walk-wizard';

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');
const artifacts = 'test/e2e/artifacts';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  mkdirSync(artifacts, { recursive: true });
});
afterAll(() => browser.close());

/** Each step's accessibility and picture, before it is submitted. */
async function checkStep(name: string) {
  await expectNoAxeViolations(page, name);
  await page.screenshot({ path: `${artifacts}/cart-${name}.png` });
}

async function quoteAsIndividual() {
  await quoteVersaFromHome(page, baseUrl);
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
}

describe('the individual purchase in Chromium', () => {
  it(
    'buys an hdi policy from the home page with the sandbox card; the thank-you page opens the account without a password',
    { timeout: 300_000 },
    async () => {
      await quoteAsIndividual();
      await selectHdi(page);
      await buyHdiAsAna(page, `ana.${Date.now()}@correo.mx`, checkStep);

      await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
      await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
      await accountOpenedOnThankYou(page);
      await expectNoAxeViolations(page, 'thank-you');
      await page.screenshot({ path: `${artifacts}/thank-you.png`, fullPage: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${artifacts}/thank-you-phone.png`, fullPage: true });
    },
  );
});
