import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clientRoutes } from '../../src/domain/site/routes';
import { launchBrowser } from './support/chromium';
import { appStorageKey, untilAppRuns } from './support/app-runs';

/**
 * A mid-range phone (4× CPU throttling): the visitor presses a button of a prerendered page as
 * soon as it shows, before the tab's own app runs (before the page's scripts arrive, or once
 * React listens but before the app has started). The page keeps the press
 * (src/server/site/early-press-keeper.ts) and the app acts on it once it runs; a form's button
 * does not reload the page (its text would be lost). A tab with a stored session drops it.
 */
const baseUrl = inject('baseUrl');
let browser: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A tab on a mid-range phone: the CPU 4× slower. */
async function throttledTab(): Promise<Page> {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Holds the tab's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, (route) => released.then(() => route.continue()));
  return release;
}

/** A throttled tab whose scripts wait until `release` is called. */
async function tabWithScriptsHeld(): Promise<{ page: Page; release: () => void }> {
  const page = await throttledTab();
  return { page, release: await holdScripts(page) };
}

describe('a button pressed before the page’s scripts arrive', () => {
  // The last press wins, each one kept in order: 'Español' between two 'English' is not lost.
  it.each([[['English']], [['English', 'Español', 'English']]])(
    'switches the language once they run, pressed as %j: texts and <html lang>',
    { timeout: 120_000 },
    async (presses) => {
      const { page, release } = await tabWithScriptsHeld();
      await page.goto(`${baseUrl}${clientRoutes.help}?lang=es`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Ayuda' }).waitFor({ timeout: 30_000 });
      for (const language of presses)
        await page.getByRole('button', { name: language, exact: true }).click();
      release();

      await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor({ timeout: 60_000 });
      await untilAppRuns(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Help');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      expect(
        await page
          .getByRole('button', { name: 'English', exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await page.close();
    },
  );

  it(
    'submits the wizard’s step once they run, without reloading the page',
    { timeout: 120_000 },
    async () => {
      const { page, release } = await tabWithScriptsHeld();
      await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
      await search.waitFor({ timeout: 30_000 });
      // Marks the page: a reload would draw another document without the mark.
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.getByRole('button', { name: 'Continuar' }).click();
      release();

      // The wizard heard the press: the step's own error, for the empty search.
      await page.getByText('No has ingresado algún auto').first().waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/?lang=es`);
      await page.close();
    },
  );

  it(
    'submits the wizard’s step pressed after React listens but before the tab’s own app runs',
    { timeout: 120_000 },
    async () => {
      const page = await throttledTab();
      // Presses 'Continuar' in the first frame in which React listens on the page's root (its
      // container property), and notes whether the tab's app had run yet (its first snapshot).
      await page.addInitScript((appKey) => {
        const pressWhenReactListens = () => {
          const root = document.getElementById('root');
          if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
            requestAnimationFrame(pressWhenReactListens);
            return;
          }
          const appRan = window.sessionStorage.getItem(appKey) !== null;
          Object.assign(window, { pressedBeforeAppRan: !appRan });
          [...document.querySelectorAll('button')]
            .find((button) => button.textContent?.trim() === 'Continuar')
            ?.click();
        };
        requestAnimationFrame(pressWhenReactListens);
      }, appStorageKey);
      await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'commit' });

      await page.getByText('No has ingresado algún auto').first().waitFor({ timeout: 60_000 });
      expect(
        await page.evaluate(() => 'pressedBeforeAppRan' in window && window.pressedBeforeAppRan),
      ).toBe(true);
      await page.close();
    },
  );

  it(
    'is dropped on a tab that had reached a later step: the step it restores is not submitted',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/?lang=es`, { waitUntil: 'networkidle' });
      await untilAppRuns(page);
      await page
        .getByRole('combobox', { name: 'Marca y modelo de tu auto' })
        .pressSequentially('versa');
      await page
        .getByRole('option', { name: /nissan versa/i })
        .first()
        .click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      const years = page.getByRole('radiogroup', { name: 'Año del modelo' });
      await years.waitFor();

      // Reloaded with its scripts held: the drawing shows the first step, the tab has the second.
      const release = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await page.getByRole('combobox', { name: 'Marca y modelo de tu auto' }).waitFor();
      await page.getByRole('button', { name: 'Continuar' }).click();
      release();

      await years.waitFor({ timeout: 60_000 });
      await untilAppRuns(page);
      // The running app has taken over and settled: the year step, untouched.
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByText('El modelo es requerido').count()).toBe(0);
      expect(await years.isVisible()).toBe(true);
      await page.close();
    },
  );
});
