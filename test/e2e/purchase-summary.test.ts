import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Quotation, QuoteRoundLine } from '../../src/domain/quote/quotation';
import { formatMxn } from '../../src/domain/common/money';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { linkMailedTo } from './support/outbox';
import { accountOpenedOnThankYou } from './support/thank-you';
import { artifacts, resultsViewports } from './support/viewports';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

const baseUrl = inject('baseUrl');
mkdirSync(artifacts, { recursive: true });

const password = 'Segura#2026x';
/** One buyer for both runs: the desktop run opens the account, the phone run proves it. */
const email = `summary.${Date.now()}@correo.mx`;
const outbox = { baseUrl, operatorToken: inject('operatorToken') };

/** In another tab, the owner follows the password link mailed to `email` and sets `password`. */
async function provePasswordFromMail(page: Page) {
  const pattern = /href="[^"]*(\/cuenta\/contrasena\?token=[^"]+)"/;
  const proof = await page.context().newPage();
  await proof.goto(
    `${baseUrl}${await linkMailedTo(proof, outbox, email, pattern, 'password-link')}`,
  );
  await proof.getByLabel('Contraseña', { exact: true }).fill(password);
  await proof.getByRole('button', { name: 'Guardar contraseña' }).click();
  await proof.getByRole('heading', { name: 'Tu contraseña está lista' }).waitFor();
  await proof.close();
}

/** The laptop and the phone the results page is tested at. */
const viewports = resultsViewports;

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * The quotations the server priced for this browser: the quote round's answer, and the cart's
 * re-pricing before payment (the version the buyer chose). The round is fetched through a route
 * so its whole body is read: a streamed response's body can be gone from the browser by the
 * time a response listener asks for it.
 */
async function watchPurchase(page: Page) {
  const seen = { quotations: new Map<string, Quotation>(), repriced: [] as Quotation[] };
  await page.route('**/quotation/quote', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Quotation };
    seen.repriced.push(body.data);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/quotation/quote-round', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    for (const text of body.split('\n').filter(Boolean)) {
      const line = JSON.parse(text) as QuoteRoundLine;
      if (line.type === 'quotation') seen.quotations.set(line.quotation.id, line.quotation);
    }
    await route.fulfill({ response, body });
  });
  return seen;
}

const transactionsIn = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'transaction',
    ),
  );

/** The summary's total: the side panel on desktop, the modal the phone's button opens. */
async function summaryTotal(page: Page, viewport: keyof typeof viewports): Promise<string> {
  if (viewport === 'desktop') {
    const panel = page.getByRole('complementary', { name: 'Resumen de compra' });
    await expectNoAxeViolations(page, 'summary-desktop');
    return (await panel.getByTestId('summary-total').textContent()) ?? '';
  }
  await page.getByRole('button', { name: /Ver resumen de tu póliza/ }).click();
  const modal = page.getByRole('dialog', { name: 'Resumen de tu póliza' });
  await modal.waitFor();
  await expectNoAxeViolations(page, 'summary-phone');
  await page.screenshot({ path: `${artifacts}/summary-phone.png` });
  const total = (await modal.getByTestId('summary-total').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'hidden' });
  return total;
}

describe.sequential('the purchase summary, the analytics transaction and the account', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `shows the price charged, reports the sale once and hands over the policy (${viewport})`,
      {
        timeout: 300_000,
      },
      async () => {
        browser = await launchBrowser();
        const page = await browser.newPage();
        await page.setViewportSize(viewports[viewport]);
        const seen = await watchPurchase(page);

        await openSavedQuote(page, baseUrl);
        await selectHdi(page);
        await page.getByRole('heading', { name: '¿Cuál es tu nombre?' }).waitFor();
        const total = await summaryTotal(page, viewport);
        await page.screenshot({ path: `${artifacts}/summary-${viewport}.png`, fullPage: true });

        await buyHdiAsAna(page, email, async () => {});
        await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
        await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();

        // The price shown is the one the server priced for the HDI Amplia card selected.
        const selected = [...seen.quotations.values()].findLast(
          (quotation) => quotation.providerCode === 'hdi' && quotation.package === 0,
        );
        expect(selected?.providerCode).toBe('hdi');
        expect(total).toBe(formatMxn(selected!.discountPrice));
        // The cart re-priced it with the version the buyer chose: that price is the one paid.
        const paid = seen.repriced.at(-1);
        expect(paid?.providerCode).toBe('hdi');

        // The analytics transaction, once, for this policy at that price.
        const policyText = await page.getByText(/Número de póliza:/).textContent();
        const policyNumber = policyText!.replace('Número de póliza: ', '').trim();
        await expect.poll(() => transactionsIn(page)).toHaveLength(1);
        expect((await transactionsIn(page))[0]).toMatchObject({
          transactionId: policyNumber,
          transactionAffiliation: 'cotizauto',
          transactionTotal: paid!.discountPrice,
          transactionProducts: [{ sku: 'hdi-0', price: paid!.discountPrice, quantity: 1 }],
        });

        // The browser that bought is signed in to this policy without a password; the e-mail
        // (the desktop run's account, on the phone) gets the link that alone sets one.
        await accountOpenedOnThankYou(page);
        if (viewport === 'phone') await provePasswordFromMail(page);
        await expectNoAxeViolations(page, `thank-you-${viewport}`);
        await page.screenshot({ path: `${artifacts}/thank-you-${viewport}.png`, fullPage: true });

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Descargar póliza' }).click();
        expect((await download).suggestedFilename()).toBe(`poliza-${policyNumber}.pdf`);

        // A reload shows the same purchase and reports nothing again.
        await page.waitForTimeout(1_500);
        await page.reload();
        await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
        await page.waitForTimeout(1_000);
        expect(await transactionsIn(page)).toHaveLength(0);
      },
    );
  }
});
