import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AreaKey as StringKey } from '../../../src/web/strings/catalogue';
import { catalogues } from './a11y-session';
import { selectHdi } from './cart-walk';
import { openSavedQuote, versa2020Quote } from './saved-quote';
import type { resultsViewports } from './viewports';
import { fillSandboxCard } from './walk-cart';

/** The purchase walks' shared moves: steps by their headings, the summary, payment, emissions. */
const t = (key: StringKey) => catalogues.es[key];
const baseUrl = inject('baseUrl');

export type Viewport = keyof typeof resultsViewports;
export type Step = { step: string; answer: (page: Page) => Promise<void> };

/**
 * The bodies the browser sends to /policy/emit and /policy/emit-pay, read in the page: the API
 * client sends a Request whose streamed body Playwright's request events do not show.
 */
export async function watchEmissions(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { sentEmissions: sent });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (input instanceof Request && /\/policy\/emit/.test(input.url))
        sent.push(await input.clone().json());
      return send(input, init);
    };
  });
  return {
    last: () =>
      page.evaluate(() => (window as unknown as { sentEmissions: unknown[] }).sentEmissions.at(-1)),
  };
}

export const stepHeading = (page: Page, step: string) =>
  page.getByRole('heading', { name: t(`cart.step.${step}` as StringKey) });

/** Each step in order: its heading, its answer, an optional look, then Continuar. */
export async function walkSteps(page: Page, steps: Step[], look?: (step: string) => Promise<void>) {
  for (const { step, answer } of steps) {
    await stepHeading(page, step).waitFor();
    await answer(page);
    await look?.(step);
    await page.locator('main form button[type=submit]').click();
  }
}

/** From a saved quote's results page (support/saved-quote.ts) to HDI's cart, for a person or a company. */
export async function startPurchase(page: Page, buyer: 'individual' | 'company') {
  await openSavedQuote(page, baseUrl, '', versa2020Quote(buyer));
  await selectHdi(page, t);
}

/** The summary as the buyer opens it: the side panel on a laptop, the modal on a phone. */
export async function openSummary(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === 'desktop')
    return page.getByRole('complementary', { name: t('summary.panelTitle') });
  await page.getByRole('button', { name: new RegExp(t('summary.open')) }).click();
  const modal = page.getByRole('dialog', { name: t('summary.modalTitle') });
  await modal.waitFor();
  return modal;
}

/** Pays with the approving sandbox card and waits for the thank-you page's heading. */
export async function pay(page: Page, heading: RegExp) {
  await stepHeading(page, 'payment').waitFor({ timeout: 30_000 });
  await fillSandboxCard(page);
  await page.locator('main form button[type=submit]').click();
  await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
  await page.getByRole('heading', { name: heading }).waitFor();
}
