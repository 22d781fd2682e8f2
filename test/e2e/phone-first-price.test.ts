import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { quoteVersaFromHome } from './support/walk-wizard';

/** On a 390 × 844 phone the cheapest price is on the first screen, without scrolling. */
let browser: BrowserContext;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the results page on a phone, in Chromium', () => {
  it('shows the cheapest price within the first 844 px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await quoteVersaFromHome(page, `${baseUrl}/`);
    await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    const lowest = page.getByText(/^Precio más bajo: \$[\d,]+\.\d{2} con /);
    await lowest.waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await lowest.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    await page.close();
  }, 180_000);
});
