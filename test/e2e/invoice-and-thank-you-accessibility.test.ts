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
import { expectNoAxeViolations } from './support/axe';
import {
  companyCartWalk,
  individualCartWalk,
  invoiceStep,
  quoteWithInvoiceValue,
  selectHdi,
  type CartStepWalk,
} from './support/cart-walk';
import { openSavedQuoteInSession } from './support/saved-quote';
import { fillSandboxCard } from './support/walk-cart';

/**
 * The accessibility statement's claims for the two states only a Valor Factura purchase reaches,
 * in Chromium: the invoice-details step has no axe violation (WCAG 2.0/2.1/2.2 A and AA) at rest
 * and with its errors showing, an empty submit puts focus on the error summary and its first
 * link on the field it names; paid, the thank-you page has no axe violation and focus on its h1.
 * Desktop and phone, both brands, both languages (pairwise), as the carts' matrix.
 */
const baseUrl = inject('baseUrl');

const suite = matrixPagesForSuite();

const step = (walk: CartStepWalk[], name: string) => walk.find((entry) => entry.step === name)!;

/** The individual cart up to the invoice: no financing, so no beneficiary step. */
const stepsBeforeInvoice = [
  ...['holder', 'birthdateAndGender', 'rfc', 'contact', 'address', 'plates'].map((name) =>
    step(individualCartWalk, name),
  ),
  step(companyCartWalk, 'vehicle'),
  step(individualCartWalk, 'serialNumbers'),
];

const submit = (page: Page) => page.locator('main form button[type=submit]').click();

describe.each(pairwiseMatrix)(
  'invoice step and thank-you page on $viewport.name, brand $partnerCode, in $locale',
  ({ viewport, partnerCode, locale }) => {
    const t = (key: StringKey) => catalogues[locale][key];
    const where = `${viewport.name} ${partnerCode} ${locale}`;

    it(
      'invoice step at rest and with errors, then the thank-you page',
      { timeout: 300_000 },
      async () => {
        const page = await frontMatrixPage(suite.pages, viewport.name);
        const started = Date.now();
        await openSavedQuoteInSession(page, baseUrl, { partnerCode, locale });
        await quoteWithInvoiceValue(page, locale);
        await selectHdi(page, t);
        for (const { step: name, answer } of stepsBeforeInvoice) {
          await page.getByRole('heading', { name: t(`cart.step.${name}` as StringKey) }).waitFor();
          await answer(page);
          await submit(page);
        }

        await expectFocusOnHeading(page, t('cart.step.invoice'));
        await expectNoAxeViolations(page, `${where} invoice`);
        await submit(page);
        await expectCartStepErrorSummary(page, t, where, invoiceStep);
        await invoiceStep.answer(page);
        await submit(page);

        await expectFocusOnHeading(page, t('cart.step.payment'));
        await fillSandboxCard(page, undefined, t);
        await submit(page);
        await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
        const heading = page.getByRole('heading', { level: 1, name: t('thankYou.ready') });
        await heading.waitFor();
        await expect
          .poll(() => activeElement(page))
          .toMatchObject({ tag: 'h1', text: t('thankYou.ready') });
        await expectNoAxeViolations(page, `${where} thank-you`);
        console.info(
          `${where} invoice and thank-you: ${Math.round((Date.now() - started) / 1000)} s`,
        );
      },
    );
  },
);
