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

/** The price a card shows. */
export const priceOf = (page: Page, insurer: string) =>
  page.getByRole('article', { name: insurer }).locator('p').nth(1).textContent();
