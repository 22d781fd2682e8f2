import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';

/** Screenshots kept for review (git-ignored). */
const artifacts = 'test/e2e/artifacts';
const baseUrl = inject('baseUrl');
let browser: BrowserContext;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe.each(viewports)('home page on $name ($width×$height)', ({ name, width, height }) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  });
  afterAll(() => page.close());

  it('draws the 8 insurer logos', async () => {
    const logos = page
      .getByRole('region', { name: 'Aseguradoras que comparamos' })
      .getByRole('img');
    await expect(logos.count()).resolves.toBe(8);
    await logos.first().scrollIntoViewIfNeeded();
    for (const logo of await logos.all()) {
      const box = await logo.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(box?.height).toBeGreaterThan(30);
    }
    await page
      .getByRole('region', { name: 'Aseguradoras que comparamos' })
      .screenshot({ path: `${artifacts}/logos-${name}.png` });
  });

  it('turns the benefits carousel with the keyboard', async () => {
    const carousel = page.getByRole('region', { name: 'Tu cartera digital del auto' });
    const shownGroup = carousel.locator('[role="group"]:not([hidden])');
    await expect(shownGroup.getAttribute('aria-label')).resolves.toBe('Grupo 1 de 3');
    await carousel.getByRole('button', { name: 'Beneficios siguientes' }).focus();
    await page.keyboard.press('Enter');
    await expect(shownGroup.getAttribute('aria-label')).resolves.toBe('Grupo 2 de 3');
    await expect(shownGroup.getByText('Hoy no circula').isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(shownGroup.getAttribute('aria-label')).resolves.toBe('Grupo 3 de 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shownGroup.getAttribute('aria-label')).resolves.toBe('Grupo 1 de 3');
    await expect(shownGroup.getByText('Consulta de multas').isVisible()).resolves.toBe(true);
    await carousel.screenshot({ path: `${artifacts}/carousel-${name}.png` });
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(page, `home ${name}`);
    // From the top, so the fixed header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${artifacts}/home-${name}.png`, fullPage: true });
  });
});

describe('search landing page and legal pages in Chromium', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
  afterAll(() => page.close());

  it('serves the landing page with its quote form, axe clean', async () => {
    await page.goto(`${baseUrl}/compara-seguros-de-auto`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Compara el seguro de tu auto con hasta 8 aseguradoras',
    );
    await expect(
      page.locator('meta[property="og:title"]').getAttribute('content'),
    ).resolves.toContain('hasta 8 aseguradoras');
    const shareImage = await page.request.get(`${baseUrl}/og-image.jpg`);
    expect(shareImage.status()).toBe(200);
    expect(shareImage.headers()['content-type']).toBe('image/jpeg');
    await expectNoAxeViolations(page, 'landing');
    await page.screenshot({ path: `${artifacts}/landing-desktop.png`, fullPage: true });
  });

  it('prints the terms without the header and footer, and jumps to a clause from the contents', async () => {
    await page.goto(`${baseUrl}/terms-and-conditions`, { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: 'Términos de pago' })
      .click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#payment-terms');
    await expectNoAxeViolations(page, 'terms');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('footer').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Imprimir' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Términos de pago' }).isVisible()).resolves.toBe(
      true,
    );
    await page.screenshot({ path: `${artifacts}/terms-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('follows ?lang=en on the landing page, meta tags included', async () => {
    await page.goto(`${baseUrl}/compara-seguros-de-auto?lang=en`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Compare your car insurance across up to 8 insurers',
    );
    await expect(
      page.locator('meta[name="description"]').getAttribute('content'),
    ).resolves.toContain('renew your policy online');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/terms-and-conditions`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { name: 'Your rights after a claim' }).isVisible(),
    ).resolves.toBe(true);
    await page.screenshot({ path: `${artifacts}/terms-en-phone.png`, fullPage: true });
    // The choice is remembered: put Spanish back for whatever runs next in this browser.
    await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'networkidle' });
  });
});
