import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { policyTermsStrings } from '../../../src/web/strings/areas/policy-terms';
import type { AreaKey as StringKey } from '../../../src/web/strings/catalogue';
import type { Locale } from '../../../src/web/strings/i18n';

type Translate = (key: StringKey) => string;

/** What a test does on a wizard step once it is answered, before it is sent (a check, a picture…). */
export type WizardStepCheck = (step: string) => Promise<void>;
const noCheck: WizardStepCheck = async () => {};

/**
 * A quote from the home page's wizard in any language, by the catalogue's labels: a Nissan
 * Versa 2020 in CP 06700, a woman born 15/03/1990 or a company founded 01/06/2015.
 */
export async function quoteVersa(
  page: Page,
  t: Translate,
  buyer: 'individual' | 'company',
  check: WizardStepCheck = noCheck,
) {
  await chooseVersa2020(page, check);
  await page.locator('#wizard-postalCode').fill('06700');
  await check('postalCode');
  await page.keyboard.press('Enter');
  if (buyer === 'company') {
    await page.getByRole('radio', { name: t('wizard.personLegal') }).check();
  } else {
    await page.getByRole('radio', { name: t('wizard.personNatural') }).check();
    await page.getByRole('radio', { name: t('wizard.female') }).check();
  }
  await check('person');
  await page.keyboard.press('Enter');
  const [day, month, year] = buyer === 'company' ? ['01', '06', '2015'] : ['15', '03', '1990'];
  await page.locator('#wizard-dayOfBirth').fill(day);
  await page.locator('#wizard-monthOfBirth').fill(month);
  await page.locator('#wizard-yearOfBirth').fill(year);
  await check('birthDate');
  await page.keyboard.press('Enter');
  await page.waitForURL(/new-see-quote/, { timeout: 30_000 });
}

/** The wizard's vehicle and model-year steps, by their fields' ids (any language). */
export async function chooseVersa2020(page: Page, check: WizardStepCheck = noCheck) {
  await page.locator('#wizard-vehicleSearch').pressSequentially('versa');
  await page
    .getByRole('option', { name: /nissan versa/i })
    .first()
    .click();
  await check('vehicle');
  await page.keyboard.press('Enter');
  await page.getByRole('radiogroup').getByText('2020', { exact: true }).click();
  await check('modelYear');
  await page.keyboard.press('Enter');
}

/** 'Seleccionar' on HDI's card, once its quote is in. */
export async function selectHdi(page: Page, t: Translate) {
  await page
    .getByRole('article', { name: /HDI/ })
    .first()
    .getByRole('button', { name: t('quoteCard.select') })
    .click({ timeout: 30_000 });
}

/**
 * Valor Factura for the quote on the results page, from the quotation bar's control (labelled
 * by the results page's own string area).
 */
export async function quoteWithInvoiceValue(page: Page, locale: Locale) {
  const text = policyTermsStrings[locale];
  await page
    .getByRole('combobox', { name: text['policyTerms.indemnity'] })
    .selectOption({ label: text['policyTerms.indemnity.invoice'] });
}

/** One cart step: the field its empty submit names first, and how to answer it. */
export interface CartStepWalk {
  step: string;
  firstError: string;
  answer: (page: Page) => Promise<void>;
  /** Measured by axe in this cart; false where the other cart renders the same step already. */
  axe?: false;
}

const field = (page: Page, step: string, name: string) => page.locator(`#cart-${step}-${name}`);

/** Waits for a select filled by a lookup, then picks its first real option. */
async function pickFirstOption(page: Page, step: string, name: string) {
  const select = field(page, step, name);
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.selectOption({ index: 1 });
}

export const checkChoice = (page: Page, step: string, name: string, value: string) =>
  page.locator(`#cart-${step}-${name} input[value="${value}"]`).check();

/** Ticks a checkbox from the keyboard (its label holds links a pointer could land on). */
export async function check(page: Page, step: string, name: string) {
  const box = field(page, step, name);
  await box.focus();
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

export const fillAll = async (page: Page, step: string, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await field(page, step, name).fill(value);
};

/** Steps both carts walk from contact to the serial numbers. */
const contact: CartStepWalk = {
  step: 'contact',
  firstError: 'email',
  answer: (page) =>
    fillAll(page, 'contact', { email: `ana.${Date.now()}@correo.mx`, phone: '5512345678' }),
};
const address: CartStepWalk = {
  step: 'address',
  firstError: 'street',
  answer: async (page) => {
    await fillAll(page, 'address', { street: 'Avenida Juarez', externalNumber: '12' });
    await pickFirstOption(page, 'address', 'neighborhoodId');
  },
};
const vehicleWithFinancing = (financing: boolean): CartStepWalk => ({
  step: 'vehicle',
  firstError: 'versionId',
  answer: async (page) => {
    await pickFirstOption(page, 'vehicle', 'versionId');
    await checkChoice(page, 'vehicle', 'hasFinancing', String(financing));
  },
});
const serialNumbers = (withPrivacy: boolean): CartStepWalk => ({
  step: 'serialNumbers',
  firstError: 'vin',
  answer: async (page) => {
    await fillAll(page, 'serialNumbers', { vin: '3N1CN7AD5LK000001', engineNumber: 'HR16123456' });
    if (withPrivacy) await check(page, 'serialNumbers', 'privacyNoticeAccepted');
  },
});
const plates: CartStepWalk = {
  step: 'plates',
  firstError: 'licensePlates',
  answer: async (page) => {
    await check(page, 'plates', 'hasNoPlates');
    await check(page, 'plates', 'privacyNoticeAccepted');
    await check(page, 'plates', 'termsAndUsagePolicyAccepted');
  },
};
/** Valor Factura's step, between the serial numbers and the card. */
export const invoiceStep: CartStepWalk = {
  step: 'invoice',
  firstError: 'invoiceFolio',
  answer: (page) =>
    fillAll(page, 'invoice', {
      invoiceFolio: 'FAC2020001',
      invoiceDate: '15 / 01 / 2020',
      invoiceValue: '285,000',
    }),
};
/** The card step is the last: its empty submit is checked, it is not paid. */
const payment: CartStepWalk = {
  step: 'payment',
  firstError: 'cardholderName',
  answer: async () => {},
};

/**
 * The individual cart with hdi (which asks to confirm the RFC) and financing (which asks for the
 * preferred beneficiary): every step but the invoice data, which only a Valor Factura cover asks.
 */
export const individualCartWalk: CartStepWalk[] = [
  {
    step: 'holder',
    firstError: 'firstName',
    answer: (page) =>
      fillAll(page, 'holder', {
        firstName: 'Ana',
        paternalSurname: 'López',
        maternalSurname: 'Pérez',
      }),
  },
  {
    step: 'birthdateAndGender',
    firstError: 'birthdate',
    answer: async (page) => {
      await fillAll(page, 'birthdateAndGender', { birthdate: '13/03/1986' });
      await checkChoice(page, 'birthdateAndGender', 'gender', 'female');
    },
  },
  // The RFC generated from the answers is put back by the walk after its empty submit.
  { step: 'rfc', firstError: 'rfc', answer: async () => {} },
  contact,
  address,
  plates,
  vehicleWithFinancing(true),
  {
    step: 'beneficiary',
    firstError: 'companyName',
    // Grupo Bimbo's RFC: a real company's, so its check digit holds.
    answer: (page) =>
      fillAll(page, 'beneficiary', { companyName: 'Banco Ejemplo', tin: 'GBI810615RI8' }),
  },
  serialNumbers(false),
  payment,
];

/** The company cart: the privacy notice is accepted with the plates and again with the serial numbers. */
export const companyCartWalk: CartStepWalk[] = [
  {
    step: 'companyName',
    firstError: 'companyName',
    answer: (page) =>
      fillAll(page, 'companyName', { companyName: 'Transportes Ejemplo, S.A. de C.V.' }),
  },
  { step: 'rfc', firstError: 'rfc', answer: async () => {} },
  // The same components as the individual cart's, measured there in every combination.
  { ...contact, axe: false },
  { ...address, axe: false },
  { ...plates, axe: false },
  { ...vehicleWithFinancing(false), axe: false },
  serialNumbers(true),
  payment,
];

/**
 * Empties the step's form as a careless buyer would submit it (text, selects, checkboxes);
 * gives back the text values that were prefilled, so the walk can put them back.
 */
export function emptyStepForm(page: Page) {
  return page.evaluate(() => {
    const prefilled: Record<string, string> = {};
    const form = document.querySelector('main form');
    for (const input of form?.querySelectorAll<HTMLInputElement>(
      'input:not([type=radio]):not([type=checkbox]):not([readonly]):not([disabled])',
    ) ?? []) {
      if (input.value) prefilled[input.id] = input.value;
      input.value = '';
    }
    for (const select of form?.querySelectorAll('select') ?? []) select.value = '';
    for (const box of form?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []) {
      if (box.checked) box.click();
    }
    return prefilled;
  });
}

/** Puts back what emptyStepForm took out. */
export async function refill(page: Page, prefilled: Record<string, string>) {
  for (const [id, value] of Object.entries(prefilled)) await page.locator(`#${id}`).fill(value);
}
