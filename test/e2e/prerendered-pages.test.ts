import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { publicPages } from '../../src/domain/site/public-pages';
import { clientRoutes } from '../../src/domain/site/routes';
import { retailPartnerCode } from '../../src/domain/site/partners';
import { languageCookie } from '../../src/domain/site/languages';
import { launchBrowser } from './support/chromium';
import { untilAppRuns } from './support/app-runs';
import { expectBrand, retailPromo } from './support/a11y-session';

/**
 * The public pages arrive drawn (scripts/prerender.ts): the HTML holds the page, its largest
 * text included, before any script runs; the app then hydrates that HTML without a mismatch and
 * takes over with what only the browser knows (the tab's session, the remembered language).
 */
const baseUrl = inject('baseUrl');
let browser: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const servedHtml = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${baseUrl}${path}`, { headers })).text();

/** What React's hydration would report: a mismatch is an error in the console or the page. */
interface Watched {
  page: Page;
  errors: string[];
}

/** A fresh tab that keeps the first h1 the HTML parser made, and every error it reports. */
async function watchedTab(): Promise<Watched> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // 'interactive' comes after parsing and before the module scripts run.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
    }),
  );
  return { page, errors };
}

/** True when the h1 on screen is the very element parsed from the HTML: hydrated, not redrawn. */
const keptParsedHeading = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(parsed?.isConnected) && parsed === document.querySelector('h1');
  });

/** The home page's wizard, hydrated, searching vehicles: the first option found. */
async function searchVersaOnHome(page: Page) {
  // In Spanish, whatever the tab remembers from English pages before.
  await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'networkidle' });
  await untilAppRuns(page);
  await page
    .getByRole('combobox', { name: 'Marca y modelo de tu auto' })
    .pressSequentially('versa');
  const option = page.getByRole('option', { name: /nissan versa/i }).first();
  await option.waitFor();
  return option;
}

describe('prerendered public pages', () => {
  it('serves every public page drawn, in Spanish and with ?lang=en in English', async () => {
    for (const page of Object.values(publicPages)) {
      const spanish = await servedHtml(page.path);
      expect(spanish, page.path).toContain('<html lang="es-MX"');
      expect(spanish, page.path).toMatch(/<div id="root" data-prerendered-lang="es"><.*<h1/s);
      const english = await servedHtml(`${page.path}?lang=en`);
      expect(english, page.path).toContain('<html lang="en-US"');
      expect(english, page.path).toContain('data-prerendered-lang="en"');
    }
    // The home page's largest text, its heading, is in the first HTML.
    expect(await servedHtml('/')).toContain('Compara y contrata el seguro de tu auto');
    expect(await servedHtml('/?lang=en')).toContain('Compare and buy your car insurance');
  });

  it('names no script to fetch before it paints; its two inline scripts, the press keeper and the loader, are allowed by the CSP', async () => {
    for (const path of ['/', clientRoutes.quote, `${clientRoutes.help}?lang=en`]) {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      expect(html, path).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
      const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map(
        ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
      );
      expect(inlineScripts, path).toHaveLength(2);
      const policy = response.headers.get('content-security-policy');
      for (const script of inlineScripts)
        expect(policy, path).toMatch(new RegExp(`script-src 'self'[^;]* ${escapeRegExp(script)}`));
    }
  });

  it('paints the home page before it asks for any script', async () => {
    const { page, errors } = await watchedTab();
    // A tab in the background paints nothing, so its loader starts at once.
    await page.bringToFront();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter(({ name }) => name.endsWith('.js'))
          .map(({ startTime }) => startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThan(firstPaint);
    // The style sheets the page holds inline are named for Vite's loader, never fetched.
    const { inline, fetched } = await page.evaluate(() => ({
      inline: (
        JSON.parse(document.getElementById('page-code')!.textContent!) as { styles: string[] }
      ).styles,
      fetched: performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    }));
    expect(inline.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => inline.includes(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the home page, the wizard, help and a legal page without a mismatch, English too', async () => {
    const english = ['/?lang=en', `${clientRoutes.quote}?lang=en`];
    for (const path of [
      '/',
      clientRoutes.quote,
      clientRoutes.help,
      clientRoutes.terms,
      ...english,
    ]) {
      const { page, errors } = await watchedTab();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await keptParsedHeading(page), path).toBe(true);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('keeps the ids the HTML was drawn with: hydration renames no field, label or panel', async () => {
    const { page, errors } = await watchedTab();
    await page.addInitScript(() => {
      const renamed: string[] = [];
      (window as { renamed?: string[] }).renamed = renamed;
      new MutationObserver((changes) => {
        for (const { target, attributeName, oldValue } of changes)
          if (oldValue !== null)
            renamed.push(
              `${attributeName} ${oldValue} → ${(target as Element).getAttribute(attributeName!)}`,
            );
      }).observe(document, {
        subtree: true,
        attributeOldValue: true,
        attributeFilter: ['id', 'aria-labelledby', 'aria-controls', 'aria-describedby', 'for'],
      });
    });
    await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'networkidle' });
    // The FAQ's panels and the vehicle field were drawn with ids; none has changed since.
    expect(await page.locator('[aria-controls]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { renamed?: string[] }).renamed)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the app once hydrated: the wizard searches vehicles', async () => {
    const { page, errors } = await watchedTab();
    await searchVersaOnHome(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates over a stored session, then shows the step the tab had reached', async () => {
    const { page, errors } = await watchedTab();
    await (await searchVersaOnHome(page)).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radiogroup', { name: 'Año del modelo' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('radiogroup', { name: 'Año del modelo' }).waitFor();
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the page in English from its first byte when the visitor chose English before', async () => {
    const { page, errors } = await watchedTab();
    await page.goto(`${baseUrl}/?lang=en`, { waitUntil: 'networkidle' });
    // The page remembers the choice once its scripts have run (a cookie the server reads); on a
    // busy machine that can come after `networkidle`.
    const remembered = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === languageCookie)?.value;
    await expect.poll(remembered).toBe('en');
    const answer = await page.goto(`${baseUrl}${clientRoutes.help}`, { waitUntil: 'networkidle' });
    // The HTML as it arrived, before any script ran: English already.
    const served = await answer!.text();
    expect(served).toContain('<html lang="en-US"');
    expect(served).toMatch(/<h1[^>]*>Help<\/h1>/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Help');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws a page served as the shell in one go: no route loader first, nothing shifts', async () => {
    const { page, errors } = await watchedTab();
    await page.addInitScript(() => {
      const seen = { shift: 0, loader: false };
      (window as { seen?: typeof seen }).seen = seen;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries())
          seen.shift += (entry as { value?: number }).value ?? 0;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        seen.loader ||=
          document.querySelector('main [role="status"][aria-label="Cargando…"]') !== null;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl}${clientRoutes.flows}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const seen = await page.evaluate(
      () => (window as { seen?: { shift: number; loader: boolean } }).seen!,
    );
    expect(seen.loader).toBe(false);
    // The loader then the page moved the footer by half the screen (0.5); /flows may still
    // shift by a few ten-thousandths once drawn, which no one sees.
    expect(seen.shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves a partner promo arrival the page shell, so the build brand never shows first', async () => {
    expect(await servedHtml(`/?promocode=${retailPromo}`)).toContain('<div id="root"></div>');
    expect(await servedHtml('/', { cookie: `promoCode=${retailPromo}` })).toContain(
      '<div id="root"></div>',
    );
    const { page, errors } = await watchedTab();
    await page.goto(`${baseUrl}/?promocode=${retailPromo}`, { waitUntil: 'networkidle' });
    await expectBrand(page, retailPartnerCode);
    expect(errors).toEqual([]);
    await page.close();
  });
});
