import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { longSpanishDate } from './support/spanish-dates';
import { generateIndividualRfc } from '../../src/domain/rfc';
import type { AreaKey as StringKey } from '../../src/web/strings/catalogue';
import { catalogues } from './support/a11y-session';
import { check, checkChoice, fillAll, quoteWithInvoiceValue, selectHdi } from './support/cart-walk';
import { launchBrowser } from './support/chromium';
import { pdfTextLines } from '../support/pdf-text';
import { openAccountAndDownloadPolicy } from './support/policy-download';
import { resultsViewports } from './support/viewports';
import { pay, stepHeading, walkSteps, type Step } from './support/purchase-steps';
import { openSavedQuote, versa2020Quote } from './support/saved-quote';

/**
 * Every answer a buyer types reaches the policy: in each cart, distinct values in every field (a
 * version other than the quoted one, financing with a Física lender, an interior number, a street
 * with punctuation, a phone with spaces, Valor Factura's invoice), bought and read back from the
 * downloaded PDF's own text; and the results page, the summary, the quote PDF and the policy
 * show the same coverages with the same sums.
 */
const baseUrl = inject('baseUrl');
const t = (key: StringKey) => catalogues.es[key];

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const field = (page: Page, step: string, name: string) => page.locator(`#cart-${step}-${name}`);

/** What both buyers type from contact on. */
const typed = {
  phone: '55 8765 4321',
  street: 'Av. Juárez #12',
  externalNumber: '450',
  internalNumber: '3B',
  vin: '3N1CN7AD5LK000001',
  engineNumber: 'HR16554433',
  invoice: { invoiceFolio: 'FAC7781', invoiceDate: '15 / 01 / 2020', invoiceValue: '285,000' },
  lender: {
    firstName: 'Łukasz',
    paternalSurname: 'Kowalski',
    maternalSurname: 'Nowak',
    birthdate: '1975-02-02',
  },
};
const lenderRfc = generateIndividualRfc(typed.lender)!;

/** What the buyer picked from lists: read back from the page, to find on the policy. */
const picked = { neighborhood: '', version: '' };

const contact: Step = {
  step: 'contact',
  answer: (page) =>
    fillAll(page, 'contact', { email: `comprador.${Date.now()}@correo.mx`, phone: typed.phone }),
};

const address: Step = {
  step: 'address',
  answer: async (page) => {
    await fillAll(page, 'address', {
      street: typed.street,
      externalNumber: typed.externalNumber,
      internalNumber: typed.internalNumber,
    });
    picked.neighborhood = await pickOther(page, 'address', 'neighborhoodId');
  },
};

/** Plates as typed, and how the policy prints them. */
interface TypedPlates {
  typed: string;
  printed: string;
  /** The registry's vehicle for these plates, when it is not the quoted Versa 2020. */
  otherVehicle?: string;
}
/** Plates the registry does not know: the buyer types the serial numbers. */
const unknownPlates: TypedPlates = { typed: 'hgt-4821', printed: 'HGT4821' };
/** The registry's Versa 2019 (data/sandbox/plates.csv) on a Versa 2020 quote. */
const versa2019Plates: TypedPlates = {
  typed: 'abc-1234',
  printed: 'ABC1234',
  otherVehicle: 'Nissan Versa 2019',
};
const versa2019Vin = '3N1CN7AD7KL123456';

const platesStep = (plates: TypedPlates): Step => ({
  step: 'plates',
  answer: async (page) => {
    await fillAll(page, 'plates', { licensePlates: plates.typed });
    await check(page, 'plates', 'privacyNoticeAccepted');
    await check(page, 'plates', 'termsAndUsagePolicyAccepted');
  },
});

/**
 * The version starts on the quoted one; the buyer takes another and says the car is financed.
 * Plates of another vehicle are named there, and the serial numbers are asked after.
 */
const vehicleStep = (plates: TypedPlates): Step => ({
  step: 'vehicle',
  answer: async (page) => {
    if (plates.otherVehicle)
      await page
        .getByRole('status')
        .getByText(`Tus placas están registradas a un ${plates.otherVehicle}`)
        .waitFor();
    const select = field(page, 'vehicle', 'versionId');
    await expect.poll(() => select.isEnabled()).toBe(true);
    await expect.poll(() => select.inputValue()).not.toBe('');
    picked.version = await pickOther(page, 'vehicle', 'versionId');
    await checkChoice(page, 'vehicle', 'hasFinancing', 'true');
  },
});

const beneficiary: Step = {
  step: 'beneficiary',
  answer: async (page) => {
    await checkChoice(page, 'beneficiary', 'fiscalRegime', 'individual');
    await fillAll(page, 'beneficiary', {
      firstName: typed.lender.firstName,
      paternalSurname: typed.lender.paternalSurname,
      maternalSurname: typed.lender.maternalSurname,
      birthdate: '02/02/1975',
      tin: lenderRfc,
    });
  },
};

const serialNumbers = (withPrivacy: boolean): Step => ({
  step: 'serialNumbers',
  answer: async (page) => {
    await fillAll(page, 'serialNumbers', { vin: typed.vin, engineNumber: typed.engineNumber });
    if (withPrivacy) await check(page, 'serialNumbers', 'privacyNoticeAccepted');
  },
});

const invoice: Step = {
  step: 'invoice',
  answer: (page) => fillAll(page, 'invoice', typed.invoice),
};

/** The steps both carts walk from contact to the invoice; the company accepts privacy twice. */
const sharedSteps = (plates: TypedPlates, privacyWithSerialNumbers: boolean) => [
  contact,
  address,
  platesStep(plates),
  vehicleStep(plates),
  beneficiary,
  serialNumbers(privacyWithSerialNumbers),
  invoice,
];

/** A select's first real option other than the one it shows; gives back the option's label. */
async function pickOther(page: Page, step: string, name: string): Promise<string> {
  const select = field(page, step, name);
  await expect.poll(() => select.isEnabled()).toBe(true);
  const current = await select.inputValue();
  const options = await select.locator('option').evaluateAll((all) =>
    all.map((option) => ({
      value: (option as HTMLOptionElement).value,
      label: option.textContent,
    })),
  );
  const other = options.find((option) => option.value !== '' && option.value !== current);
  if (!other) throw new Error(`${step}.${name} offers nothing but '${current}'`);
  await select.selectOption(other.value);
  return other.label ?? '';
}

/** A coverage as a page shows it: its name and its sum (with the deductible, in the summary). */
interface ShownCoverage {
  label: string;
  sum: string;
}

/**
 * From a saved quote's link to HDI's cart, quoted at Valor Factura; gives back the quote PDF's
 * text and the coverages HDI's 'Ver detalle' shows on the results page.
 */
async function startValorFacturaPurchase(page: Page, buyer: 'individual' | 'company') {
  await openSavedQuote(page, baseUrl, '', versa2020Quote(buyer));
  await quoteWithInvoiceValue(page, 'es');
  await page.getByRole('article', { name: /HDI/ }).first().waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const quotePdf = (await pdfTextLines(await readFile(await download.path()))).join(' ');
  const resultsCoverages = await hdiDetailCoverages(page);
  await selectHdi(page, t);
  return { quotePdf, resultsCoverages };
}

/** The coverage table of HDI's 'Ver detalle' on the results page: each row's name and sum. */
async function hdiDetailCoverages(page: Page): Promise<ShownCoverage[]> {
  const card = page.getByRole('article', { name: /HDI/ }).first();
  await card.getByRole('button', { name: t('quoteCard.detail') }).click();
  const detail = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: t('quoteCard.whatItCovers') }) });
  const table = detail
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: t('quoteCard.sumInsured') }) });
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  const coverages = await rows.evaluateAll((all) =>
    all.map((row) => ({
      label: row.querySelector('th')?.textContent ?? '',
      sum: row.querySelector('td')?.textContent ?? '',
    })),
  );
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'hidden' });
  return coverages;
}

const amountsIn = (text: string) => text.match(/\$[\d,]+(?:\.\d{2})?/g) ?? [];

/**
 * The coverages of the summary's details at the card step (the re-priced quotation's): each
 * label with its sum as the buyer reads it.
 */
async function summaryCoverages(page: Page): Promise<ShownCoverage[]> {
  await stepHeading(page, 'payment').waitFor({ timeout: 30_000 });
  const summary = page.getByRole('complementary', { name: t('summary.panelTitle') });
  await summary.locator('button[aria-controls="summary-details"]').click();
  const lines = summary.locator('#summary-details dl > div');
  await expect.poll(() => lines.count()).toBeGreaterThan(0);
  return lines.evaluateAll((all) =>
    all.map((line) => ({
      label: line.querySelector('dt')?.textContent ?? '',
      sum: line.querySelector('dd')?.textContent ?? '',
    })),
  );
}

/**
 * Every coverage of the summary, with its sums, is on the results page's detail (the same
 * coverages in the same order, each sum in the same words), on the policy and on the quote PDF.
 */
function expectSameCoverages(
  coverages: ShownCoverage[],
  shown: { results: ShownCoverage[]; policy: string; quote: string },
) {
  expect(coverages.length).toBeGreaterThan(3);
  expect(shown.results.map(({ label }) => label)).toEqual(coverages.map(({ label }) => label));
  coverages.forEach(({ label, sum }, index) => {
    const onResults = shown.results[index]!.sum;
    // The summary adds the deductible after the sum: 'Valor del vehículo, deducible 5 %'.
    expect(sum.slice(0, onResults.length), label).toBe(onResults);
    expect(amountsIn(onResults), label).toEqual(amountsIn(sum));
  });
  for (const { label, sum } of coverages) {
    expect(shown.policy).toContain(label);
    expect(shown.quote).toContain(label);
    for (const amount of amountsIn(sum)) {
      expect(shown.policy).toContain(amount);
      expect(shown.quote).toContain(amount);
    }
  }
}

/** The answers both carts share, as the downloaded policy must read them. */
function expectSharedAnswers(policy: { text: string }, plates: TypedPlates) {
  const { text } = policy;
  expect(text.replace(/\s/g, '')).toContain(typed.phone.replace(/\s/g, ''));
  expect(text).toContain(typed.street);
  expect(text).toContain(typed.internalNumber);
  expect(text).toContain(picked.neighborhood);
  expect(text).toContain(plates.printed);
  expect(text).toContain(picked.version);
  expect(text).toContain('Łukasz Kowalski Nowak');
  expect(text).toContain(lenderRfc);
  expect(text).toContain(longSpanishDate(typed.lender.birthdate));
  expect(text).toContain(typed.vin);
  expect(text).not.toContain(versa2019Vin);
  expect(text).toContain(typed.engineNumber);
  expect(text).toContain('Folio FAC7781, del 15 de enero de 2020, por $285,000.00');
}

async function openPage() {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setViewportSize(resultsViewports.desktop);
  return page;
}

describe('the policy carries every answer the buyer typed', () => {
  it('in the individual cart', { timeout: 300_000 }, async () => {
    const page = await openPage();
    const { quotePdf, resultsCoverages } = await startValorFacturaPurchase(page, 'individual');
    const holder = { firstName: 'José Luis', paternalSurname: 'Muñoz', maternalSurname: 'Ávila' };
    await walkSteps(page, [
      { step: 'holder', answer: () => fillAll(page, 'holder', holder) },
      {
        step: 'birthdateAndGender',
        answer: async () => {
          await fillAll(page, 'birthdateAndGender', { birthdate: '21/07/1984' });
          await checkChoice(page, 'birthdateAndGender', 'gender', 'male');
        },
      },
      // HDI asks to confirm the RFC generated from the names and birth date.
      { step: 'rfc', answer: async () => {} },
      ...sharedSteps(unknownPlates, false),
    ]);
    const coverages = await summaryCoverages(page);
    await pay(page, new RegExp(t('thankYou.ready')));

    const policy = await openAccountAndDownloadPolicy(page);
    expect(policy.text).toContain('José Luis Muñoz Ávila');
    expect(policy.text).toContain(longSpanishDate('1984-07-21'));
    expectSharedAnswers(policy, unknownPlates);
    expectSameCoverages(coverages, {
      results: resultsCoverages,
      policy: policy.text,
      quote: quotePdf,
    });
  });

  // Its plates are a Versa 2019's: the buyer is told, types the VIN, and only theirs is printed.
  it(
    'in the company cart, with plates registered to another vehicle',
    { timeout: 300_000 },
    async () => {
      const page = await openPage();
      const { quotePdf, resultsCoverages } = await startValorFacturaPurchase(page, 'company');
      const companyName = 'Transportes del Bajío, S.A. de C.V.';
      await walkSteps(page, [
        { step: 'companyName', answer: () => fillAll(page, 'companyName', { companyName }) },
        { step: 'rfc', answer: async () => {} },
        ...sharedSteps(versa2019Plates, true),
      ]);
      const coverages = await summaryCoverages(page);
      await pay(page, /Tu vehículo ya está asegurado con/);

      const policy = await openAccountAndDownloadPolicy(page);
      expect(policy.text).toContain(companyName);
      expectSharedAnswers(policy, versa2019Plates);
      expectSameCoverages(coverages, {
        results: resultsCoverages,
        policy: policy.text,
        quote: quotePdf,
      });
    },
  );
});
