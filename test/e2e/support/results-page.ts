import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { quoteVersaFromHome } from './walk-wizard';

/** Waits for the results page and its cards (at least two packages of three insurers). */
export async function seeResults(page: Page) {
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
  await expect
    .poll(() => page.getByRole('article').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(6);
}

/** Quotes a Versa 2020 in CP 06700 through the wizard up to the cards; `query` goes on the first URL. */
export async function quoteVersa(page: Page, baseUrl: string, query = '') {
  await quoteVersaFromHome(page, `${baseUrl}/${query}`);
  await seeResults(page);
}

/** The pesos in a price as the card writes it ('$12,345.60'). */
export const amountOf = (text: string | null) => Number(text?.replace(/[^\d.]/g, ''));

/** The price a card shows. */
export const priceOf = (page: Page, insurer: string) =>
  page.getByRole('article', { name: insurer }).locator('p').nth(1).textContent();

/**
 * The version and payment form sit in the bar on a desktop and in their own modal on a phone:
 * runs `choose` where they show.
 */
async function inVersionAndPayment(page: Page, viewport: string, choose: () => Promise<void>) {
  const phone = viewport === 'phone';
  if (phone) await page.getByRole('button', { name: 'Versión y forma de pago' }).click();
  await choose();
  if (phone) await page.getByRole('button', { name: 'Cerrar' }).first().click();
}

/** Picks a payment form ('Mensual'…) on a `viewport` ('desktop' or 'phone'). */
export const choosePaymentFrequency = (page: Page, viewport: string, frequency: string) =>
  inVersionAndPayment(page, viewport, async () => {
    await page.getByRole('combobox', { name: 'Forma de pago' }).selectOption({ label: frequency });
  });

/** Picks the first version whose name starts with `search`, once the list offers one. */
export const chooseVersion = (page: Page, viewport: string, search: string) =>
  inVersionAndPayment(page, viewport, async () => {
    const select = page.getByRole('combobox', { name: 'Versión' });
    const firstMatch = async () =>
      (await select.locator('option').allTextContents()).find((label) => label.startsWith(search));
    await expect.poll(firstMatch).toBeDefined();
    await select.selectOption({ label: (await firstMatch())! });
  });
