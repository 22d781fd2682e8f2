import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ownPartnerCode } from '../../src/domain/site/partners';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import { pdfRows, pdfTextLines } from '../support/pdf-text';
import { launchBrowser } from './support/chromium';
import { catalogues, openMatrixPage, startSession, viewports } from './support/a11y-session';
import { quoteVersa } from './support/cart-walk';
import { linkMailedTo } from './support/outbox';
import { seeResults } from './support/results-page';

/**
 * A buyer who reads the site in English gets the server's words in English too: the saved-quote
 * mail (read in the operators' outbox, /dev/outbox) and its link, and the quote PDF.
 */
const baseUrl = inject('baseUrl');
const operatorToken = inject('operatorToken');
const t = (key: StringKey) => catalogues.en[key];

let browser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('in English', () => {
  it('saves the quote: the mail is English, its link reopens the quote in English, whose PDF is English', async () => {
    const page = await openMatrixPage(browser, viewports[0]);
    await startSession(page, baseUrl, ownPartnerCode, 'en');
    await quoteVersa(page, t, 'individual');
    await seeResults(page);

    const email = 'ana.english@example.com';
    await page.getByRole('button', { name: t('quoteSharing.saveOpen') }).click();
    const modal = page.getByRole('dialog', { name: t('quoteSharing.saveTitle') });
    await modal.getByRole('textbox', { name: t('quoteSharing.emailLabel') }).fill(email);
    await modal.getByRole('button', { name: t('quoteSharing.saveSubmit') }).click();
    await modal.getByText(`We saved your quote and sent the link to ${email}.`).waitFor();

    const outbox = { baseUrl, operatorToken };
    const headers = { authorization: `Bearer ${operatorToken}` };
    const list = await (await page.request.get(`${baseUrl}/dev/outbox`, { headers })).text();
    const row = list.split('<tr').find((line) => line.includes(email));
    expect(row).toContain('Your car insurance quote at Cotizauto');
    const link = new URL(
      await linkMailedTo(page, outbox, email, /href="([^"]*cartId=[^"]+)">Resume my quote</),
    );
    expect(link.searchParams.get('lang')).toBe('en');

    const elsewhere = await openMatrixPage(browser, viewports[1]);
    await elsewhere.goto(`${baseUrl}/ayuda${link.search}`);
    await seeResults(elsewhere);
    expect(await elsewhere.evaluate(() => document.documentElement.lang)).toBe('en-US');

    // The restored quote's PDF, downloaded in the language the link opened the site in.
    const [download] = await Promise.all([
      elsewhere.waitForEvent('download'),
      elsewhere.getByRole('button', { name: t('quoteSharing.downloadPdf') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('quote-comprehensive-nissan-versa-2020.pdf');
    const pdf = readFileSync(await download.path());
    const lines = await pdfTextLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Car insurance quote',
        'Postal code 06700 · Comprehensive package · Annual payment',
      ]),
    );
    expect(await pdfRows(pdf)).toContainEqual(['Third-party liability', 'MX$1,000,000.00']);
    expect(lines.some((line) => /^HDI Seguros: MX\$[\d,]+\.\d{2} \(was MX\$/.test(line))).toBe(
      true,
    );
    await Promise.all([page.close(), elsewhere.close()]);
  }, 240_000);
});
