import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';

/**
 * A mid-range phone (4× CPU throttling) on a slow network: the visitor types in the home page's
 * vehicle search as soon as the prerendered field shows, before the page's scripts arrive. What they typed stays
 * in the field, the very field they typed in, and the suggestion for it shows without typing again.
 */
const baseUrl = inject('baseUrl');

/** Marks the field the visitor types in (a property of the element, not an attribute). */
const markField = (search: Locator) =>
  search.evaluate((field) => Object.assign(field, { typedHere: true }));
/** Whether the field showing now is the one marked: no other element took its place. */
const isMarkedField = (search: Locator) =>
  search.evaluate((field) => 'typedHere' in field && field.typedHere === true);
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
    await markField(search);
    await search.click();
    await page.keyboard.type('versa', { delay: 80 });
    releaseScripts();

    await page
      .getByRole('option', { name: /nissan versa/i })
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await search.inputValue()).toBe('versa');
    expect(await isMarkedField(search)).toBe(true);
  });

  // Typed while the scripts run: hydration and the tab's own app taking over from the page's
  // happen under the visitor's fingers, and the field stays the one they type in.
  it.each(['domcontentloaded', 'load', 'networkidle'] as const)(
    'keeps every key typed from %s on, and suggests the vehicle',
    { timeout: 120_000 },
    async (moment) => {
      const fresh = await browser.newPage();
      const cdp = await browser.newCDPSession(fresh);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await fresh.goto(`${baseUrl}/`, { waitUntil: moment });
      const search = fresh.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
      await markField(search);
      await search.click();
      await fresh.keyboard.type('versa', { delay: 80 });
      await fresh
        .getByRole('option', { name: /nissan versa/i })
        .first()
        .waitFor({ timeout: 60_000 });
      expect(await search.inputValue()).toBe('versa');
      expect(await isMarkedField(search)).toBe(true);
      await fresh.close();
    },
  );
});
