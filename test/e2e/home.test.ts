import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('home page in Chromium', () => {
  it('shows the brand and the quote call to action, with no axe violations', async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Compara y contrata',
    );
    await expect(
      page
        .getByRole('link', { name: /Cotizauto/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/home.png', fullPage: true });
    await expectNoAxeViolations(page, 'home');
  });

  it('sets the XSRF-TOKEN cookie the API client echoes', async () => {
    const cookies = await browser.cookies(baseUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });

  it('moves between routes on the client and can be walked by keyboard', async () => {
    await page.goto(`${baseUrl}/ayuda?promocode=AHORRA`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' }).isVisible()).resolves.toBe(
      true,
    );
    const terms = page.getByRole('link', { name: /Términos y condiciones/ });
    await expect(terms.getAttribute('href')).resolves.toBe(
      '/terms-and-conditions?promocode=AHORRA',
    );
    await expect(terms.getAttribute('target')).resolves.toBe('_blank');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Saltar al contenido',
    );
  });
});
