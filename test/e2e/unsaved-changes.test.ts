import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { individualCartWalk } from './support/cart-walk';
import { startPurchase, stepHeading, walkSteps } from './support/purchase-steps';
import { quoteVersa } from './support/results-page';

/** 'Los cambios hechos podrían perderse. ¿Deseas continuar?' when leaving with unsaved changes. */
let browser: BrowserContext;
const baseUrl = inject('baseUrl');
const prompt = 'Los cambios hechos podrían perderse. ¿Deseas continuar?';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const question = (page: Page) => page.getByRole('dialog', { name: prompt });
const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Ir al inicio/ });
const firstName = (page: Page) => page.locator('#cart-holder-firstName');
const onHome = (url: URL) => url.pathname === '/';

/** The browser's dialogs the page opened (a reload's beforeunload), answered 'leave'. */
function acceptDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

describe('leaving a cart step with changes not saved, in Chromium', () => {
  it(
    'asks on the logo, Back and reload only while a change is unsaved; Cancelar keeps it, Continuar leaves',
    { timeout: 240_000 },
    async () => {
      const page = await browser.newPage();
      const dialogs = acceptDialogs(page);
      await startPurchase(page, 'individual');
      await walkSteps(page, [individualCartWalk[0]!]);

      // Nothing changed on the step: the logo goes home at once.
      await stepHeading(page, 'birthdateAndGender').waitFor();
      await logo(page).click();
      await page.waitForURL(onHome);
      expect(await question(page).count()).toBe(0);

      // Back in the cart, as it was saved; the holder's name as typed.
      await page.goBack();
      await stepHeading(page, 'birthdateAndGender').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Atrás' }).click();
      await stepHeading(page, 'holder').waitFor();
      await expect.poll(() => firstName(page).inputValue()).toBe('Ana');
      await firstName(page).fill('Ana Sofía');

      await logo(page).click();
      await question(page).waitFor();
      await expectNoAxeViolations(page, 'unsaved-changes prompt');
      // Focus is in the dialog, on the choice that loses nothing; Escape stays too.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Cancelar');
      await page.keyboard.press('Escape');
      await question(page).waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/cart\//);

      await page.goBack();
      await question(page).waitFor();
      await question(page).getByRole('button', { name: 'Cancelar' }).click();
      await question(page).waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/cart\//);
      expect(await firstName(page).inputValue()).toBe('Ana Sofía');

      // A reload asks with the browser's own prompt; the cart comes back as saved.
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      await stepHeading(page, 'holder').waitFor({ timeout: 30_000 });
      await expect.poll(() => firstName(page).inputValue()).toBe('Ana');

      // Put back as shown, it leaves without asking; changed again, Continuar leaves.
      await firstName(page).fill('Ana María');
      await firstName(page).fill('Ana');
      await logo(page).click();
      await page.waitForURL(onHome);
      await page.goBack();
      await stepHeading(page, 'holder').waitFor({ timeout: 30_000 });
      await firstName(page).fill('Ana María');
      await logo(page).click();
      await question(page).getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(onHome);
      expect(dialogs).toEqual(['beforeunload']);
      await page.close();
    },
  );
});

describe('closing the edit-quote modal with changes not applied, in Chromium', () => {
  it(
    'asks on Escape; Cancelar keeps the change, Continuar closes without applying; applied, it closes without asking',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      await quoteVersa(page, baseUrl);
      const bar = page.getByRole('region', { name: 'Tu cotización' });
      const modal = page.getByRole('dialog', { name: 'Editar cotización' });
      const postalCode = modal.getByRole('textbox', { name: 'Código postal' });

      await page.getByRole('button', { name: 'Editar código postal' }).click();
      await expect.poll(() => postalCode.inputValue()).toBe('06700');
      await postalCode.fill('44100');
      await page.keyboard.press('Escape');
      await question(page).waitFor();
      await expectNoAxeViolations(page, 'edit-quote unsaved-changes prompt');
      await question(page).getByRole('button', { name: 'Cancelar' }).click();
      await question(page).waitFor({ state: 'hidden' });
      expect(await postalCode.inputValue()).toBe('44100');

      await modal.getByRole('button', { name: 'Cerrar' }).click();
      await question(page).getByRole('button', { name: 'Continuar' }).click();
      await modal.waitFor({ state: 'hidden' });
      await bar.getByText('06700', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Editar código postal' }).click();
      await expect.poll(() => postalCode.inputValue()).toBe('06700');
      await postalCode.fill('44100');
      await modal.getByRole('button', { name: 'Confirmar' }).click();
      await modal.waitFor({ state: 'hidden' });
      await bar.getByText('44100', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await question(page).count()).toBe(0);
      await page.close();
    },
  );
});
