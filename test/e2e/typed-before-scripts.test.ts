import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';

/**
 * A mid-range phone (4× CPU throttling) on a slow network: the visitor types in the home page's
 * vehicle search as soon as the prerendered field shows, before the page's scripts arrive. What they typed stays
 * in the field, and the suggestion for it shows without typing again.
 */
const baseUrl = inject('baseUrl');
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});
afterAll(() => browser.close());

describe('the vehicle search typed into at page start', () => {
  it('keeps the text and suggests the vehicle without retyping', { timeout: 120_000 }, async () => {
    // The page's scripts are held until the visitor has typed: they arrive after the text.
    let releaseScripts = () => {};
    const typed = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js(\?|$)/, (route) => typed.then(() => route.continue()));
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    await search.waitFor({ timeout: 30_000 });
    await search.click();
    await page.keyboard.type('versa', { delay: 80 });
    releaseScripts();

    await page
      .getByRole('option', { name: /nissan versa/i })
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await search.inputValue()).toBe('versa');
  });

  // Typed while the scripts run: hydration, the tab's own app taking over from the page's, and
  // the dropdown taking the plain field's place all happen under the visitor's fingers.
  it.each(['domcontentloaded', 'load', 'networkidle'] as const)(
    'keeps every key typed from %s on, and suggests the vehicle',
    { timeout: 120_000 },
    async (moment) => {
      const fresh = await browser.newPage();
      const cdp = await browser.newCDPSession(fresh);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await fresh.goto(`${baseUrl}/`, { waitUntil: moment });
      const search = fresh.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
      await search.click();
      await fresh.keyboard.type('versa', { delay: 80 });
      await fresh
        .getByRole('option', { name: /nissan versa/i })
        .first()
        .waitFor({ timeout: 60_000 });
      expect(await search.inputValue()).toBe('versa');
      await fresh.close();
    },
  );
});
