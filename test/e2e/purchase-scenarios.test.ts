import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  addCalendarDays,
  formatDisplayDate,
  policyEndDate,
  todayInMexico,
  type IsoDate,
} from '../../src/domain/common/dates';
import { longSpanishDate, spanishMonthAndYear } from './support/spanish-dates';
import { generateIndividualRfc } from '../../src/domain/rfc';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import { catalogues } from './support/a11y-session';
import { expectNoAxeViolations } from './support/axe';
import {
  check,
  checkChoice,
  companyCartWalk,
  fillAll,
  individualCartWalk,
  invoiceStep,
  quoteWithInvoiceValue,
  selectHdi,
} from './support/cart-walk';
import { launchBrowser } from './support/chromium';
import { openSavedQuote } from './support/saved-quote';
import { openAccountAndDownloadPolicy } from './support/policy-download';
import { artifacts, itAtSizes, resultsViewports } from './support/viewports';
import {
  openSummary,
  pay,
  startPurchase,
  stepHeading,
  walkSteps,
  watchEmissions,
  type Step,
  type Viewport,
} from './support/purchase-steps';

/**
 * Purchases the carts' other walks do not make, from a saved quote’s results page to the downloaded policy, in
 * Chromium: a plate the registry knows (no VIN step), a company that finances its car through a
 * person (Física beneficiary), and Valor Factura (invoice data). Each checks what the buyer sees
 * at the steps that differ, the emission's body where the buyer's answers go, the policy PDF, and
 * axe on the states these walks are the first to reach. The plate's walk runs on a laptop and a
 * phone (its start date is chosen in the summary, a panel on one and a modal on the other); the
 * company's on a laptop, Valor Factura's on a phone (itAtSizes).
 */
const baseUrl = inject('baseUrl');
const t = (key: StringKey) => catalogues.es[key];
mkdirSync(artifacts, { recursive: true });

/** The registry's seeded Nissan Versa 2020, the model quoted (data/sandbox/plates.csv). */
const registered = { plates: 'GTO2020', vin: '3N1CN7AD0LK208467', engineNumber: 'HR16208467Z' };

/** The shared walks' answer to a step (cart-walk.ts). */
const shared = (walk: typeof individualCartWalk, step: string): Step => ({
  step,
  answer: walk.find((entry) => entry.step === step)!.answer,
});
const individual = (step: string) => shared(individualCartWalk, step);
const financed = shared(individualCartWalk, 'vehicle');
const notFinanced = shared(companyCartWalk, 'vehicle');

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function openPage(viewport: Viewport) {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setViewportSize(resultsViewports[viewport]);
  return page;
}

async function closeSummary(page: Page, viewport: Viewport) {
  if (viewport === 'desktop') {
    await page.keyboard.press('Escape');
    return;
  }
  await page.getByRole('button', { name: t('summary.close') }).click();
  await page.getByRole('dialog', { name: t('summary.modalTitle') }).waitFor({ state: 'hidden' });
}

/**
 * The start date in the summary: a day beyond the 30 is refused with 'Fecha invalida' (axe
 * measures the field with its message and the calendar open), then `beginDate` is taken, the
 * calendar shows its month in Spanish and the end of validity follows it.
 */
async function chooseStartDate(page: Page, viewport: Viewport, beginDate: IsoDate) {
  const summary = await openSummary(page, viewport);
  const field = summary.getByRole('textbox', { name: t('summary.beginDate') });
  await expect(field.inputValue()).resolves.toBe(formatDisplayDate(todayInMexico()));
  await field.fill(formatDisplayDate(addCalendarDays(todayInMexico(), 31)));
  await summary.getByText('Fecha invalida').waitFor();
  await expectNoAxeViolations(page, `start-date-refused-${viewport}`);
  await page.screenshot({ path: `${artifacts}/start-date-refused-${viewport}.png` });

  await field.fill(formatDisplayDate(beginDate));
  await expect.poll(() => summary.getByText('Fecha invalida').count()).toBe(0);
  // The calendar, open beside the field, heads the chosen date's month in Spanish.
  await page.getByText(spanishMonthAndYear(beginDate), { exact: true }).waitFor();
  const endDate = summary
    .locator('dt', { hasText: t('summary.endDate') })
    .locator('xpath=following-sibling::dd');
  await expect
    .poll(() => endDate.textContent())
    .toBe(formatDisplayDate(policyEndDate(beginDate, 1)));
  await closeSummary(page, viewport);
}

const validityLine = (begin: IsoDate) =>
  `Desde las 12:00 h del ${longSpanishDate(begin)} hasta las 12:00 h del ${longSpanishDate(policyEndDate(begin, 1))}`;

describe.each(['desktop', 'phone'] as const)('purchase scenarios on a %s', (viewport) => {
  itAtSizes(
    ['desktop', 'phone'],
    viewport,
    'a plate found in the registry skips the VIN step; the policy carries the registry VIN and the chosen start date',
    async () => {
      const page = await openPage(viewport);
      const emissions = await watchEmissions(page);
      await startPurchase(page, 'individual');
      const plates: Step = {
        step: 'plates',
        answer: async () => {
          await fillAll(page, 'plates', { licensePlates: registered.plates });
          await check(page, 'plates', 'privacyNoticeAccepted');
          await check(page, 'plates', 'termsAndUsagePolicyAccepted');
        },
      };
      await walkSteps(page, [
        individual('holder'),
        individual('birthdateAndGender'),
        individual('rfc'),
        individual('contact'),
        individual('address'),
        plates,
        notFinanced,
      ]);

      // The registry answered: from the version straight to the card, no serial-number step.
      await stepHeading(page, 'payment').waitFor({ timeout: 30_000 });
      await expect(stepHeading(page, 'serialNumbers').count()).resolves.toBe(0);
      await expectNoAxeViolations(page, `payment-after-plate-lookup-${viewport}`);

      const beginDate = addCalendarDays(todayInMexico(), 7);
      await chooseStartDate(page, viewport, beginDate);
      await pay(page, new RegExp(t('thankYou.ready')));
      expect(await emissions.last()).toMatchObject({
        beginDate,
        vehicle: {
          licensePlates: registered.plates,
          vin: registered.vin,
          engineNumber: registered.engineNumber,
        },
      });

      const policy = await openAccountAndDownloadPolicy(page);
      expect(policy.fileName).toMatch(/^poliza-HDI-.+\.pdf$/);
      expect(policy.lines).toEqual(expect.arrayContaining([registered.vin, registered.plates]));
      expect(policy.text).toContain(validityLine(beginDate));
    },
  );

  itAtSizes(
    ['desktop'],
    viewport,
    'a company with financing names a Física beneficiary; the policy is the company’s',
    async () => {
      const page = await openPage(viewport);
      const emissions = await watchEmissions(page);
      await startPurchase(page, 'company');
      const lender = {
        firstName: 'Rosa',
        paternalSurname: 'Martínez',
        maternalSurname: 'Soto',
        birthdate: '1980-05-20',
      };
      const lenderRfc = generateIndividualRfc(lender)!;
      const beneficiary: Step = {
        step: 'beneficiary',
        answer: async () => {
          await checkChoice(page, 'beneficiary', 'fiscalRegime', 'individual');
          // Física asks the person's names and birth date instead of the lender's name.
          await expect(
            page.getByRole('textbox', { name: t('cart.beneficiaryCompanyName') }).count(),
          ).resolves.toBe(0);
          await fillAll(page, 'beneficiary', {
            firstName: lender.firstName,
            paternalSurname: lender.paternalSurname,
            maternalSurname: lender.maternalSurname,
            birthdate: formatDisplayDate(lender.birthdate),
            tin: lenderRfc,
          });
        },
      };
      await walkSteps(
        page,
        [
          shared(companyCartWalk, 'companyName'),
          shared(companyCartWalk, 'rfc'),
          shared(companyCartWalk, 'contact'),
          shared(companyCartWalk, 'address'),
          shared(companyCartWalk, 'plates'),
          financed,
          beneficiary,
          shared(companyCartWalk, 'serialNumbers'),
        ],
        async (step) => {
          if (step === 'beneficiary')
            await expectNoAxeViolations(page, `beneficiary-fisica-${viewport}`);
        },
      );

      await pay(page, /Tu vehículo ya está asegurado con/);
      expect(await emissions.last()).toMatchObject({
        client: { fiscalRegime: 'company', companyName: 'Transportes Ejemplo, S.A. de C.V.' },
        beneficiary: {
          fiscalRegime: 'individual',
          firstName: lender.firstName,
          paternalSurname: lender.paternalSurname,
          maternalSurname: lender.maternalSurname,
          birthdate: lender.birthdate,
          tin: lenderRfc,
        },
      });
      await page.getByRole('link', { name: t('thankYou.companyAccount') }).waitFor();
      await expectNoAxeViolations(page, `thank-you-company-${viewport}`);

      const policy = await openAccountAndDownloadPolicy(page);
      // No start date chosen: the policy starts today.
      expect(policy.lines).toContain('Transportes Ejemplo, S.A. de C.V.');
      expect(policy.text).toContain(validityLine(todayInMexico()));
    },
  );

  itAtSizes(
    ['phone'],
    viewport,
    'Valor Factura asks the invoice data before payment; the emission carries them',
    async () => {
      const page = await openPage(viewport);
      const emissions = await watchEmissions(page);
      await openSavedQuote(page, baseUrl);
      await quoteWithInvoiceValue(page, 'es');
      // Valor Factura is quoted by ana and hdi only.
      await page.getByRole('article', { name: /HDI/ }).first().waitFor({ timeout: 30_000 });
      await expect(
        page.getByRole('article', { name: /MAPFRE|GNP|Qualitas/i }).count(),
      ).resolves.toBe(0);
      await selectHdi(page, t);
      await walkSteps(
        page,
        [
          individual('holder'),
          individual('birthdateAndGender'),
          individual('rfc'),
          individual('contact'),
          individual('address'),
          individual('plates'),
          notFinanced,
          individual('serialNumbers'),
          invoiceStep,
        ],
        async (step) => {
          if (step === 'invoice') await expectNoAxeViolations(page, `invoice-${viewport}`);
        },
      );

      await pay(page, new RegExp(t('thankYou.ready')));
      expect(await emissions.last()).toMatchObject({
        vehicle: {
          invoice: { invoiceFolio: 'FAC2020001', invoiceDate: '2020-01-15', invoiceValue: 285000 },
        },
      });
      const policy = await openAccountAndDownloadPolicy(page);
      expect(policy.lines).toContain('3N1CN7AD5LK000001');
      expect(policy.text).toContain('Folio FAC2020001, del 15 de enero de 2020, por $285,000.00');
    },
  );
});
