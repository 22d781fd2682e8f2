import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { linkMailedTo } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';
import {
  amountOf,
  choosePaymentFrequency,
  priceOf,
  quoteVersa as quoteVersaAt,
  seeResults,
} from './support/results-page';
import { itAtSizes, resultsViewports as viewports } from './support/viewports';
import { quoteVersaFromHome } from './support/walk-wizard';
import { openSavedQuote } from './support/saved-quote';

/**
 * The results page's promo code (modal and URL), the leads channel, saving the quote with its
 * e-mailed link, and the quote PDF, in Chromium on a desktop and a phone.
 */
let browser: BrowserContext;
const baseUrl = inject('baseUrl');
const operatorToken = inject('operatorToken');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openPage(viewport: { width: number; height: number }) {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  return page;
}

const quoteVersa = (page: Page, query = '') => quoteVersaAt(page, baseUrl, query);

/** The saved-quote link the outbox holds for this address. */
const savedQuoteLinkMailedTo = (page: Page, recipient: string) =>
  linkMailedTo(page, { baseUrl, operatorToken }, recipient, /href="([^"]*cartId=[^"]+)"/);

// The promo's and the leads' tests, and the PDF's, run at one size each (itAtSizes): the modal,
// the code in the URL, the lead step and the download do the same at either width. Saving runs
// at both: the payment form it saves is chosen in the bar on one and in a modal on the other.
describe.each(Object.entries(viewports))('promo and saving in Chromium, %s', (name, viewport) => {
  let priceWithoutPromo: string | null = null;

  itAtSizes(
    ['phone'],
    name,
    'a code from the discount modal: a bad one is refused, a good one re-prices',
    async () => {
      const page = await openPage(viewport);
      await openSavedQuote(page, baseUrl);
      priceWithoutPromo = await priceOf(page, 'HDI Seguros');

      await page.getByRole('button', { name: 'Tengo un código de descuento' }).click();
      const modal = page.getByRole('dialog', { name: 'Código de descuento' });
      await modal.getByRole('textbox', { name: 'Código promocional' }).fill('NO-EXISTE');
      await modal.getByRole('button', { name: 'Aplicar código' }).click();
      await modal.getByText('Promocode Invalido').waitFor();
      await expectNoAxeViolations(page, 'promo refused');

      await modal.getByRole('textbox', { name: 'Código promocional' }).fill('BIENVENIDA10');
      await modal.getByRole('button', { name: 'Aplicar código' }).click();
      await modal.getByText(/Código BIENVENIDA10 aplicado: 10 % de descuento/).waitFor();
      await expectNoAxeViolations(page, 'promo applied');
      await modal.getByRole('button', { name: 'Cerrar' }).click();
      await expect
        .poll(() => priceOf(page, 'HDI Seguros'), { timeout: 30_000 })
        .not.toBe(priceWithoutPromo);
      await page.close();
    },
  );

  itAtSizes(['phone'], name, 'a valid code in the URL prices every card with it', async () => {
    const page = await openPage(viewport);
    await quoteVersa(page, '?promocode=BIENVENIDA10');
    const withPromo = await priceOf(page, 'HDI Seguros');
    expect(amountOf(withPromo)).toBeLessThan(amountOf(priceWithoutPromo));
    await expectNoAxeViolations(page, 'promo from the URL');
    await page.close();
  });

  itAtSizes(
    ['desktop'],
    name,
    'AS_LEADS: the lead variant reaches the results and the bar is locked',
    async () => {
      const page = await openPage(viewport);
      await quoteVersaFromHome(page, `${baseUrl}/?promocode=AS_LEADS`, 'Continuar');
      await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
      await page.getByRole('textbox', { name: 'Teléfono' }).fill('5512345678');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.lead@example.com');
      await expectNoAxeViolations(page, 'lead step');
      await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
      await seeResults(page);
      await page.getByText('Esta cotización no se puede modificar.').waitFor();
      expect(await page.getByRole('button', { name: /^Editar/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Tengo un código de descuento' }).count()).toBe(
        0,
      );
      await expectNoAxeViolations(page, 'locked results');
      await page.close();
    },
  );

  it('saves the quote, and its e-mailed link restores it, package and payment form included, from another page and in another browser', async () => {
    const page = await openPage(viewport);
    await quoteVersa(page);
    await choosePaymentFrequency(page, name, 'Mensual');
    await page.getByRole('tab', { name: 'Limitada' }).click();
    await page
      .getByRole('article', { name: 'HDI Seguros' })
      .getByText(/Pagos subsecuentes: 11 ×/)
      .waitFor({ timeout: 30_000 });
    const email = `guarda.${name}@example.com`;
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    const modal = page.getByRole('dialog', { name: 'Guardar cotización' });
    await modal.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo');
    await modal.getByRole('button', { name: 'Enviar enlace' }).click();
    await modal
      .getByText('Oops! ¿Puedes revisar que el formato de tu correo electrónico sea correcto?')
      .waitFor();
    await expectNoAxeViolations(page, 'save-quote refused');
    await modal.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await modal.getByRole('button', { name: 'Enviar enlace' }).click();
    await modal.getByText(`Guardamos tu cotización y enviamos el enlace a ${email}.`).waitFor();
    await expectNoAxeViolations(page, 'save-quote sent');

    // The link, opened on another page by a browser with no session of this quote.
    const link = new URL(await savedQuoteLinkMailedTo(page, email));
    const elsewhere = await browser.newPage();
    await elsewhere.setViewportSize(viewport);
    await elsewhere.goto(`${baseUrl}/ayuda${link.search}`);
    await elsewhere.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    await elsewhere.getByText('06700').first().waitFor();
    // The package and the payment form saved, not the defaults (Amplia, Anual).
    await expect
      .poll(() => elsewhere.getByRole('tab', { name: 'Limitada' }).getAttribute('aria-selected'))
      .toBe('true');
    await elsewhere
      .getByRole('article', { name: 'HDI Seguros' })
      .getByText(/Pagos subsecuentes: 11 ×/)
      .waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(elsewhere, 'restored quote');

    // Another browser holding the link (no cookie of the saver's) gets the quote back too, without
    // the buyer's details: the server answers it the quote only.
    const stranger = await launchBrowser();
    try {
      const strangersPage = await stranger.newPage();
      await strangersPage.setViewportSize(viewport);
      await strangersPage.goto(`${baseUrl}/ayuda${link.search}`);
      await strangersPage.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
      await strangersPage
        .getByRole('article', { name: 'HDI Seguros' })
        .getByText(/Pagos subsecuentes: 11 ×/)
        .waitFor({ timeout: 30_000 });
    } finally {
      await stranger.close();
    }

    const unknown = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';
    const lost = await browser.newPage();
    await lost.setViewportSize(viewport);
    await lost.goto(`${baseUrl}/?cartId=${unknown}`);
    await lost
      .getByRole('alert')
      .getByText(`No pudimos recuperar el carrito ${unknown}.`)
      .waitFor();
    await expectNoAxeViolations(lost, 'cart not recovered');
    await Promise.all([page.close(), elsewhere.close(), lost.close()]);
  }, 240_000);

  itAtSizes(
    ['desktop'],
    name,
    'downloads the quote PDF named from package, brand, subbrand and model',
    async () => {
      const page = await openPage(viewport);
      await openSavedQuote(page, baseUrl);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('cotizacion-amplia-nissan-versa-2020.pdf');
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.getByRole('button', { name: 'Descargar PDF' }).waitFor();
      await expectNoAxeViolations(page, 'quote PDF downloaded');
      await page.close();
    },
  );
});

describe('a saved quote with a promo, in Chromium', () => {
  it('its link brings the promo back: the promo price and the special-discount wording', async () => {
    const page = await openPage({ width: 1366, height: 900 });
    await quoteVersa(page, '?promocode=BIENVENIDA10');
    const promoPrice = await priceOf(page, 'HDI Seguros');
    await page.getByText('Este descuento especial expirará en').first().waitFor();
    const email = 'promo.guardada@example.com';
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    const modal = page.getByRole('dialog', { name: 'Guardar cotización' });
    await modal.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await modal.getByRole('button', { name: 'Enviar enlace' }).click();
    await modal.getByText(`Guardamos tu cotización y enviamos el enlace a ${email}.`).waitFor();
    const link = new URL(await savedQuoteLinkMailedTo(page, email));
    await page.close();

    // A browser that has forgotten the promo (no cookie) opens the link.
    await browser.clearCookies();
    const elsewhere = await openPage({ width: 1366, height: 900 });
    await elsewhere.goto(`${baseUrl}/ayuda${link.search}`);
    await elsewhere.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    await expect
      .poll(() => priceOf(elsewhere, 'HDI Seguros'), { timeout: 30_000 })
      .toBe(promoPrice);
    await elsewhere.getByText('Este descuento especial expirará en').first().waitFor();
    await elsewhere.close();
  }, 180_000);
});
