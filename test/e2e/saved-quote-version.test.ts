import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { amountOf, chooseVersion, priceOf } from './support/results-page';
import { openSavedQuote, versa2020Quote } from './support/saved-quote';

let browser: BrowserContext;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it("a saved quote's link offers the other versions of its car and re-prices with the one chosen", async () => {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSavedQuote(page, baseUrl);
  const version = page.getByRole('combobox', { name: 'Versión' });
  // The saved version is the one shown as quoted, among its model's others.
  await expect.poll(() => version.inputValue()).toBe(versa2020Quote().quote.vehicle?.versionId);
  await expect.poll(() => version.locator('option').count()).toBeGreaterThan(1);

  const savedPrice = amountOf(await priceOf(page, 'HDI Seguros'));
  await chooseVersion(page, 'desktop', 'Exclusive');
  await expect
    .poll(async () => amountOf(await priceOf(page, 'HDI Seguros')), { timeout: 30_000 })
    .toBeGreaterThan(savedPrice);
  expect(await version.locator('option:checked').textContent()).toMatch(/^Exclusive/);
  await page.close();
});
