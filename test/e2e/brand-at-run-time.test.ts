import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ownPartnerCode, retailPartnerCode } from '../../src/domain/site/partners';
import { brands } from '../../src/web/brands/themes';
import { launchBrowser } from './support/chromium';
import { expectBrand, openMatrixPage, retailPromo, startSession } from './support/a11y-session';

/**
 * The brand follows the session's partner code at run time, and a promo in the URL wins over
 * the session the tab has stored (docs/behaviour/quote/arrival.md#partner-code).
 */
const baseUrl = inject('baseUrl');
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openMatrixPage(browser, { width: 1366, height: 900 });
});
afterAll(() => browser.close());

/** The API calls the page makes: path and X-Partner-Code, in order. */
const calls: { path: string; partnerCode: string | undefined }[] = [];
const callsSince = (count: number) => calls.slice(count);

beforeAll(() => {
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) {
      calls.push({ path: pathname + search, partnerCode: request.headers()['x-partner-code'] });
    }
  });
});

describe('brand at run time in Chromium', () => {
  it('a promo naming a partner switches the brand and the calls; a newer promo in the URL switches back', async () => {
    await startSession(page, baseUrl, retailPartnerCode, 'es');
    const beforeReopen = calls.length;
    // The tab's stored session holds the retail partner's promo; this URL names another one.
    await page.goto(`${baseUrl}/?promocode=BIENVENIDA10`, { waitUntil: 'networkidle' });
    await expectBrand(page, ownPartnerCode);
    expect(callsSince(beforeReopen).map((call) => call.path)).toContainEqual(
      expect.stringContaining('BIENVENIDA10'),
    );
    // The calls follow: the vehicle search asks with the own brand's code again.
    const beforeSearch = calls.length;
    await page.locator('#wizard-vehicleSearch').pressSequentially('versa');
    await page
      .getByRole('option', { name: /nissan versa/i })
      .first()
      .waitFor();
    const searches = callsSince(beforeSearch);
    expect(searches.length).toBeGreaterThan(0);
    expect(new Set(searches.map((call) => call.partnerCode))).toEqual(new Set([ownPartnerCode]));
  });

  it('a reload of the same promo keeps the stored session, and the brand with it', async () => {
    await startSession(page, baseUrl, retailPartnerCode, 'es');
    const beforeReload = calls.length;
    await page.goto(`${baseUrl}/?promocode=${retailPromo}`, { waitUntil: 'networkidle' });
    await expectBrand(page, retailPartnerCode);
    // Not asked again: the stored session already holds this promo.
    expect(callsSince(beforeReload).map((call) => call.path)).not.toContainEqual(
      expect.stringContaining(retailPromo),
    );
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expectBrand(page, retailPartnerCode);
  });

  it("a partner's promo retitles the page and renames the site in its link-preview tags", async () => {
    await startSession(page, baseUrl, retailPartnerCode, 'es');
    await page.goto(`${baseUrl}/terms-and-conditions`, { waitUntil: 'networkidle' });
    await expectBrand(page, retailPartnerCode);
    const brandName = brands.retail.name;
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content');
    // The first HTML named the build's brand (ours); the browser's tags follow the promo's.
    await expect.poll(() => meta('og:site_name')).toBe(brandName);
    expect(await meta('og:title')).toBe(`Términos y condiciones · ${brandName}`);
    expect(await page.title()).toBe(`Términos y condiciones · ${brandName}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(new RegExp(`^Términos y condiciones de ${brandName}: `));
    expect(await meta('og:description')).toBe(description);
  });
});
