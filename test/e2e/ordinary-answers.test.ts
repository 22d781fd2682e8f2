import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { policyNumberOnThankYou } from './support/thank-you';
import {
  ana,
  fillHdiCart,
  payByCard,
  selectHdi,
  type BuyerAnswers,
  type TypedCard,
} from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

let browser: BrowserContext;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const email = (name: string) => `${name}.${Date.now()}@correo.mx`;

/** Buyers who answer as people in Mexico ordinarily write: each variant of issue 24's list. */
const buyers: { name: string; buyer: BuyerAnswers; card: TypedCard }[] = [
  {
    name: "an apostrophe and a hyphen, 'Av. Juárez #12', '12-A', +52, lower-case plates and serials, expiry 1230",
    buyer: {
      firstName: 'María José',
      paternalSurname: "O'Connor-Ruiz",
      maternalSurname: 'Peña',
      rfcStart: 'OOPJ860313',
      email: `  ${email('maria.jose')}  `,
      phone: '+52 55 1234 5678',
      street: 'Av. Juárez #12',
      externalNumber: '12-A',
      plates: 'abc-123-d',
      vin: '3n1cn7ad5lk000001',
      engineNumber: 'hr16123456',
    },
    card: { number: '4242 4242 4242 4242', expiry: '1230' },
  },
  {
    name: "'Łukasz', 'Carretera Federal 15, Km 3.5', 'Km 3.5', a phone with dashes, expiry 12/30",
    buyer: {
      firstName: 'Łukasz',
      paternalSurname: 'Nowak',
      maternalSurname: 'Núñez',
      rfcStart: 'NONL860313',
      email: email('lukasz'),
      phone: '55-1234-5678',
      street: 'Carretera Federal 15, Km 3.5',
      externalNumber: 'Km 3.5',
      vin: '3N1CN7AD5LK000001',
      engineNumber: 'HR16123456',
    },
    card: { number: '4242-4242-4242-4242', expiry: '12/30' },
  },
  {
    name: "'Av. Juárez', 'S/N', a phone with parentheses and spaces, expiry 12 / 30",
    buyer: {
      ...ana,
      email: email('ana'),
      phone: '(55) 1234 5678',
      street: 'Av. Juárez',
      externalNumber: 'S/N',
    },
    card: { number: '4242424242424242', expiry: '12 / 30' },
  },
];

/** The expiry field shows `mm / aa` once typed, whichever way it was typed. */
async function expectExpiryShownMasked(page: Page, step: string) {
  if (step !== 'payment') return;
  const expiry = page.getByRole('textbox', { name: 'Fecha de vencimiento (mm / aa)', exact: true });
  expect(await expiry.inputValue()).toBe('12 / 30');
}

describe('ordinary answers reach the thank-you page', () => {
  it.each(buyers)('$name', { timeout: 300_000 }, async ({ buyer, card }) => {
    const page = await browser.newPage();
    const check = (step: string) => expectExpiryShownMasked(page, step);
    await openSavedQuote(page, baseUrl);
    await selectHdi(page);
    await fillHdiCart(page, buyer, check);
    await payByCard(page, check, card);
    await expect(policyNumberOnThankYou(page, '¡Tu póliza está lista!')).resolves.toMatch(/\S/);
    await page.close();
  });
});
