import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clientRoutes } from '../../src/domain/site/routes';
import { ownPartnerCode } from '../../src/domain/site/partners';
import type { StringKey } from '../../src/web/strings/catalogue';
import type { Locale } from '../../src/web/strings/i18n';
import { errorIdOf } from '../../src/web/a11y/field';
import { interpolate } from '../../src/web/strings/interpolate';
import { expectNoAxeViolations } from './support/axe';
import {
  catalogues,
  expectBrand,
  expectErrorSummaryLeadsToField,
  expectFocusOnHeading,
  matrixPagesForSuite,
  pairwiseMatrix,
  startSession,
  viewports,
  frontMatrixPage,
} from './support/a11y-session';
import { chooseVersa2020 } from './support/cart-walk';

/**
 * The accessibility statement's claims for the wizard's two extra steps, which the five-step
 * walk of accessibility.test.ts never reaches: the lead variant's contact step (promo AS_LEADS)
 * and the /quote-cart page's step. Focus moves to the step's heading; the step has no axe
 * violation at rest nor with its errors showing; an empty submit puts focus on the error
 * summary, and its first link on the field it names; /quote-cart counts its own three steps.
 * Viewport, brand and language pairwise.
 */
const baseUrl = inject('baseUrl');

const suite = matrixPagesForSuite();

/** The step's heading has focus and no violation shows; an empty submit leads to `fieldId`. */
async function expectAccessibleStep(
  page: Page,
  where: string,
  { title, fieldId, t }: { title: StringKey; fieldId: string; t: (key: StringKey) => string },
) {
  await expectFocusOnHeading(page, t(title));
  await expectNoAxeViolations(page, where);
  await page.locator('main form button[type=submit]').click();
  const error = page.locator(`#${errorIdOf(fieldId)}`);
  await error.waitFor();
  await expectErrorSummaryLeadsToField(page, where, {
    title: t('a11y.errorSummaryTitle'),
    error: (await error.textContent())!.trim(),
    fieldId,
  });
}

const leadPairs: { viewport: (typeof viewports)[number]; locale: Locale }[] = [
  { viewport: viewports[0], locale: 'en' },
  { viewport: viewports[1], locale: 'es' },
];

describe.each(leadPairs)('the lead step on $viewport.name in $locale', ({ viewport, locale }) => {
  it('focus, errors and axe', { timeout: 120_000 }, async () => {
    const t = (key: StringKey) => catalogues[locale][key];
    const page = await frontMatrixPage(suite.pages, viewport.name);
    await startSession(page, baseUrl, ownPartnerCode, locale);
    await page.goto(`${baseUrl}/?lang=${locale}&promocode=AS_LEADS`, { waitUntil: 'networkidle' });
    await chooseVersa2020(page);
    await page.locator('#wizard-postalCode').fill('06700');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: t('wizard.personNatural') }).check();
    await page.getByRole('radio', { name: t('wizard.female') }).check();
    await page.keyboard.press('Enter');
    await page.locator('#wizard-dayOfBirth').fill('15');
    await page.locator('#wizard-monthOfBirth').fill('03');
    await page.locator('#wizard-yearOfBirth').fill('1990');
    await page.keyboard.press('Enter');
    await expectAccessibleStep(page, `${viewport.name} ${locale} lead`, {
      title: 'wizard.leadTitle',
      fieldId: 'wizard-asLeadsName',
      t,
    });
  });
});

describe.each(pairwiseMatrix)(
  'the /quote-cart step on $viewport.name, brand $partnerCode, in $locale',
  ({ viewport, partnerCode, locale }) => {
    it('focus, errors and axe', { timeout: 120_000 }, async () => {
      const t = (key: StringKey) => catalogues[locale][key];
      const page = await frontMatrixPage(suite.pages, viewport.name);
      await startSession(page, baseUrl, partnerCode, locale);
      await page.goto(`${baseUrl}${clientRoutes.quoteCart}?lang=${locale}`, {
        waitUntil: 'networkidle',
      });
      await expectBrand(page, partnerCode);
      // 'Paso 1 de 3', 'Paso 2 de 3', then the quote-cart page's own 'Paso 3 de 3'.
      const progress = (step: number) =>
        page.getByText(interpolate(t('wizard.progress'), { step, total: 3 }), { exact: true });
      const steps = ['vehicle', 'modelYear'];
      await chooseVersa2020(page, (step) => progress(steps.indexOf(step) + 1).waitFor());
      await progress(3).waitFor();
      await expectAccessibleStep(page, `${viewport.name} ${partnerCode} ${locale} quote-cart`, {
        title: 'wizard.quoteCartTitle',
        fieldId: 'wizard-gender',
        t,
      });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        locale === 'es' ? 'es-MX' : 'en-US',
      );
    });
  },
);
