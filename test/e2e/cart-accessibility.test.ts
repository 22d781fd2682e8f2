import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import {
  activeElement,
  catalogues,
  expectCartStepErrorSummary,
  expectFocusOnHeading,
  matrixPagesForSuite,
  pairwiseMatrix,
  frontMatrixPage,
} from './support/a11y-session';
import {
  companyCartWalk,
  emptyStepForm,
  individualCartWalk,
  refill,
  selectHdi,
  type CartStepWalk,
} from './support/cart-walk';
import { openSavedQuoteInSession } from './support/saved-quote';

/**
 * The accessibility statement's claims for the purchase carts, in Chromium: every step of the
 * individual and of the company cart, with its errors showing, has no axe violation (WCAG
 * 2.0/2.1/2.2 A and AA); focus moves to each new step's heading; an empty submit puts focus on
 * the error summary, and its first link on the field it names. Desktop and phone, both brands,
 * both languages (pairwise): one walk per cart and combination, through every step in order,
 * from a saved quote's results page (the wizard's own steps are measured by accessibility.test.ts).
 */
const baseUrl = inject('baseUrl');

const suite = matrixPagesForSuite();

/** Walks the cart's steps in order: heading focus, an empty submit, the answer, Continue. */
async function walkCart(
  page: Page,
  walk: CartStepWalk[],
  t: (key: StringKey) => string,
  where: string,
) {
  for (const [index, { step, firstError, answer, axe }] of walk.entries()) {
    const title = t(`cart.step.${step}` as StringKey);
    if (index === 0) {
      // The first step arrives with the page: focus is on the page's h1, above the step's.
      await page.getByRole('heading', { name: title }).waitFor();
      await expect.poll(async () => (await activeElement(page)).tag).toBe('h1');
    } else {
      await expectFocusOnHeading(page, title);
    }
    // The lists a step loads (colonies, versions) are in before it is emptied: the version list's
    // arrival redraws its select on the quoted version.
    await expect.poll(() => page.locator('main form select:disabled').count()).toBe(0);
    const prefilled = await emptyStepForm(page);
    const submit = page.locator('main form button[type=submit]');
    await submit.click();
    await expectCartStepErrorSummary(page, t, where, { step, firstError, axe });
    if (step === 'payment') return;
    await refill(page, prefilled);
    await answer(page);
    await submit.click();
  }
}

describe.each(pairwiseMatrix)(
  'cart accessibility on $viewport.name, brand $partnerCode, in $locale',
  ({ viewport, partnerCode, locale }) => {
    const t = (key: StringKey) => catalogues[locale][key];
    const where = (cart: string) => `${viewport.name} ${partnerCode} ${locale} ${cart}`;

    it('every step of both carts: focus, errors and axe', { timeout: 420_000 }, async () => {
      const page = await frontMatrixPage(suite.pages, viewport.name);
      const started = Date.now();
      for (const [buyer, walk] of [
        ['individual', individualCartWalk],
        ['company', companyCartWalk],
      ] as const) {
        await openSavedQuoteInSession(page, baseUrl, { partnerCode, locale }, buyer);
        await selectHdi(page, t);
        await walkCart(page, walk, t, where(buyer));
      }
      // The matrix's cost, measured (its budget: about four minutes on CI).
      console.info(`${where('carts')}: ${Math.round((Date.now() - started) / 1000)} s`);
    });
  },
);
