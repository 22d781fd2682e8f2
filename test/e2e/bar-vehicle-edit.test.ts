import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { quoteVersa } from './support/results-page';

/** 'Editar' beside the vehicle in the quotation bar: the wizard's vehicle search in the modal. */
let browser: BrowserContext;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the quotation bar in Chromium', () => {
  it('changes the vehicle from the bar and quotes the new one', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await quoteVersa(page, baseUrl);
    const bar = page.getByRole('region', { name: 'Tu cotización' });
    await bar.getByText('Nissan Versa', { exact: true }).waitFor();
    const versaVersion = await bar.getByRole('combobox', { name: 'Versión' }).inputValue();

    await bar.getByRole('button', { name: 'Editar vehículo' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar cotización' });
    const search = modal.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    await expect.poll(() => search.inputValue()).toBe('Nissan Versa');
    await search.fill('');
    await search.pressSequentially('jetta');
    await page
      .getByRole('option', { name: /volkswagen jetta/i })
      .first()
      .click();
    // A new vehicle asks for its own model year again.
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    await modal.getByText('El modelo es requerido').waitFor();
    await expectNoAxeViolations(page, 'edit-quote modal with the vehicle search');
    await modal
      .getByRole('combobox', { name: 'Modelo', exact: true })
      .selectOption({ label: '2020' });
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    await modal.waitFor({ state: 'hidden' });

    await bar.getByText(/^Volkswagen Jetta/).waitFor({ timeout: 30_000 });
    await expect(bar.getByText('2020', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect
      .poll(() => bar.getByRole('combobox', { name: 'Versión' }).inputValue(), { timeout: 30_000 })
      .not.toBe(versaVersion);
    await expect
      .poll(() => page.getByRole('article').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(6);
    await page.close();
  });
});
