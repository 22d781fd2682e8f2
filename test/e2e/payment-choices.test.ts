import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { cardRejectionMessages } from '../../src/domain/validation/messages';
import { launchBrowser } from './support/chromium';
import { ledgerOf } from './support/sandbox-ledger';
import { policyNumberOnThankYou } from './support/thank-you';
import { fillHdiCartAsAna, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

/**
 * The card step in Chromium: bank and card type filled from the card's BIN (the repository's
 * Mexican BIN table) and still editable, each bank's months without interest (its plans in
 * data/payments/card-issuers.csv), none for a debit card; the processor's expiry and security
 * code refusals one at a time; then 6 months without interest with Mifel, charged once.
 */
const baseUrl = inject('baseUrl');

let browser: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

/** Real BINs of the table, completed with a Luhn digit. */
const cards = {
  banorteCredit: '4189 2500 0000 0014',
  mifelCredit: '4008 2900 0000 0019',
  bankaoolDebit: '4517 1200 0000 0012',
  banorteDebit: '4189 1400 0000 0017',
};
/** The sandbox's published test cards the processor refuses at tokenisation. */
const expiredCard = '4000000000000069';
const wrongSecurityCodeCard = '4000000000000127';

const oneCharge = 'Una sola exhibición';
const months = (...counts: number[]) => counts.map((count) => `${count} meses sin intereses`);

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
const shown = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '');
const offered = () => combobox('Pagos').locator('option').allTextContents();

async function typeCard(number: string) {
  await textbox('Número de tarjeta').fill('');
  await textbox('Número de tarjeta').pressSequentially(number);
}

async function expectChoice(bank: string, cardType: string, instalments: string[]) {
  await expect.poll(() => shown(combobox('Banco')), { timeout: 15_000 }).toBe(bank);
  await expect.poll(() => shown(combobox('Tipo de tarjeta'))).toBe(cardType);
  await expect.poll(offered, { timeout: 15_000 }).toEqual(instalments);
}

describe('the card step', () => {
  it(
    "fills bank and type from the card, offers each bank's months, refuses one thing at a time, and pays 6 months with Mifel",
    { timeout: 300_000 },
    async () => {
      await openSavedQuote(page, baseUrl);
      await selectHdi(page);
      await fillHdiCartAsAna(page, `msi.${Date.now()}@correo.mx`, async () => {});
      await page.getByRole('heading', { name: 'Datos de tu tarjeta' }).waitFor();
      await expect.poll(() => combobox('Banco').isEnabled(), { timeout: 15_000 }).toBe(true);

      await typeCard(cards.banorteCredit);
      await expectChoice('Banorte', 'Crédito', [oneCharge, ...months(3, 6, 9, 12)]);
      await typeCard(cards.mifelCredit);
      await expectChoice('Mifel', 'Crédito', [oneCharge, ...months(3, 6)]);
      await typeCard(cards.banorteDebit);
      await expectChoice('Banorte', 'Débito', [oneCharge]);
      await typeCard(cards.bankaoolDebit);
      await expectChoice('Bankaool', 'Débito', [oneCharge]);
      // Still editable: a Bankaool credit card has no months without interest either.
      await combobox('Tipo de tarjeta').selectOption({ label: 'Crédito' });
      await expectChoice('Bankaool', 'Crédito', [oneCharge]);
      await combobox('Banco').selectOption({ label: 'BBVA' });
      await expectChoice('BBVA', 'Crédito', [oneCharge, ...months(3, 6, 9, 12)]);

      await textbox('Nombre del titular de la tarjeta').fill('ANA LOPEZ PEREZ');
      await textbox('Fecha de vencimiento (mm / aa)').pressSequentially('1230');
      await textbox('CVV').fill('123');
      await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
      const pay = page.getByRole('button', { name: 'Pagar' });

      await typeCard(expiredCard);
      await pay.click();
      const expiry = page.getByText(cardRejectionMessages.expiry).first();
      await expiry.waitFor({ timeout: 30_000 });
      await expect(
        page.getByText('No pudimos proteger los datos de tu tarjeta').count(),
      ).resolves.toBe(0);

      await typeCard(wrongSecurityCodeCard);
      await pay.click();
      await page.getByText(cardRejectionMessages.securityCode).first().waitFor({ timeout: 30_000 });
      await expect(page.getByText(cardRejectionMessages.expiry).count()).resolves.toBe(0);

      await typeCard(cards.mifelCredit);
      await expectChoice('Mifel', 'Crédito', [oneCharge, ...months(3, 6)]);
      await combobox('Pagos').selectOption({ label: '6 meses sin intereses' });
      await pay.click();
      const policyNumber = await policyNumberOnThankYou(page, '¡Tu póliza está lista!');
      const ledger = await ledgerOf(policyNumber);
      expect(ledger.map((entry) => [entry.status, entry.lastFour])).toEqual([['captured', '0019']]);
    },
  );
});
