import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForSuite, pageForTest } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import {
  amountOf,
  chooseVersion,
  priceOf,
  quoteVersa as quoteVersaAt,
} from './support/results-page';
import { artifacts, itAtSizes, resultsViewports as viewports } from './support/viewports';
import { openSavedQuote } from './support/saved-quote';

const suite = chromiumForSuite();
const baseUrl = inject('baseUrl');

const quoteVersa = (page: Page, query = '') => quoteVersaAt(page, baseUrl, query);

// The rules of the term, the value and a bad promo code do not depend on the width: each of those
// tests runs at one size (itAtSizes); the bar's choices, in a modal on a phone, at both.
describe.each(Object.entries(viewports))('the results page in Chromium, %s', (name, viewport) => {
  it(
    'changes payment frequency and the edit-quote data, and re-prices',
    { timeout: 180_000 },
    async () => {
      const page = await pageForTest(suite.browser, viewport);
      // Walked: from a saved quote's link, the bar's version list offered no 'Exclusive'.
      await quoteVersa(page);
      await expectNoAxeViolations(page, 'results');
      const annual = await priceOf(page, 'HDI Seguros');

      if (name === 'phone') {
        await page.getByRole('button', { name: 'Versión y forma de pago' }).click();
        await expectNoAxeViolations(page, 'mobile modal');
      }
      await page
        .getByRole('combobox', { name: 'Forma de pago' })
        .selectOption({ label: 'Mensual' });
      if (name === 'phone') await page.getByRole('button', { name: 'Cerrar' }).first().click();
      const hdi = page.getByRole('article', { name: 'HDI Seguros' });
      await hdi.getByText(/Primer pago/).waitFor({ timeout: 30_000 });
      await expect.poll(() => priceOf(page, 'HDI Seguros')).not.toBe(annual);
      await expect(hdi.getByText(/Pagos subsecuentes: 11 ×/).isVisible()).resolves.toBe(true);
      await page.screenshot({ path: `${artifacts}/results-monthly-${name}.png` });

      // Another version: the entry trim is quoted first, a better-equipped one costs more.
      const entryTrim = amountOf(await priceOf(page, 'HDI Seguros'));
      await chooseVersion(page, name, 'Exclusive');
      await expect
        .poll(async () => amountOf(await priceOf(page, 'HDI Seguros')), { timeout: 30_000 })
        .toBeGreaterThan(entryTrim);
      await expectNoAxeViolations(page, 'another version');

      // As a company, from the edit-quote modal.
      await page.getByRole('button', { name: 'Editar código postal' }).click();
      const modal = page.getByRole('dialog', { name: 'Editar cotización' });
      await modal.getByRole('radio', { name: 'Empresa' }).check();
      await modal.getByRole('textbox', { name: 'Fecha de constitución' }).fill('');
      await modal.getByRole('button', { name: 'Confirmar' }).click();
      await modal.getByText('No has ingresado una fecha válida').waitFor();
      await expectNoAxeViolations(page, 'edit-quote modal');
      await modal.getByRole('textbox', { name: 'Fecha de constitución' }).fill('01/06/2015');
      await modal.getByRole('button', { name: 'Confirmar' }).click();
      await modal.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('article').count(), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(6);
      await expectNoAxeViolations(page, 'company results');
    },
  );

  itAtSizes(
    ['desktop'],
    name,
    'a multi-year term and Valor Factura quote ANA and HDI in Amplia only, and say so',
    async () => {
      const page = await pageForTest(suite.browser, viewport);
      await openSavedQuote(page, baseUrl);
      const oneYear = amountOf(await priceOf(page, 'HDI Seguros'));

      await page.getByRole('combobox', { name: 'Vigencia' }).selectOption({ label: '3 años' });
      await page
        .getByText('Con esta vigencia o este valor solo cotizan ANA Seguros y HDI Seguros.', {
          exact: false,
        })
        .waitFor();
      await expect
        .poll(async () => amountOf(await priceOf(page, 'HDI Seguros')), { timeout: 30_000 })
        .toBeGreaterThan(2 * oneYear);
      await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBe(2);
      await expect(page.getByRole('article', { name: 'ANA Seguros' }).count()).resolves.toBe(1);
      await expect(page.getByRole('tab', { name: /Limitada/ }).isDisabled()).resolves.toBe(true);
      await page.getByRole('tab', { name: /RC/ }).getByText('Package no available').waitFor();
      await expectNoAxeViolations(page, 'multi-year');
      await page.screenshot({ path: `${artifacts}/results-multi-year-${name}.png` });

      await page.getByRole('combobox', { name: 'Vigencia' }).selectOption({ label: '1 año' });
      await page
        .getByRole('combobox', { name: 'Valor de indemnización' })
        .selectOption({ label: 'Valor Factura' });
      await expect
        .poll(async () => amountOf(await priceOf(page, 'HDI Seguros')), { timeout: 30_000 })
        .toBeGreaterThan(oneYear);
      await expect(page.getByRole('article').count()).resolves.toBe(2);
      await expectNoAxeViolations(page, 'Valor Factura');
    },
  );

  itAtSizes(['phone'], name, 'a bad promo code says so and quoting goes on', async () => {
    const bad = await pageForTest(suite.browser, viewport);
    await quoteVersa(bad, '?promocode=NO-EXISTE');
    await bad.getByRole('alert').getByText('Promocode Invalido').waitFor();
    await expectNoAxeViolations(bad, 'invalid promo');
  });
});
