import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { quoteVersaFromHome } from './walk-wizard';

/** The two screens every results-page browser test runs on. */
export const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

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
