import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { es, type AreaKey as StringKey } from '../../../src/web/strings/catalogue';

/** What a test does at each cart step before it is submitted (axe, a picture…). */
export type StepCheck = (name: string) => Promise<void>;

/** The sandbox's published card that approves (src/server/payments/test-cards.ts). */
export const approvingCard = '4242424242424242';
/**
 * The sandbox's published card whose bank takes 5 s to approve: longer than the emission call's
 * answer wait, so the buyer sees the policy-request loader and the cart polls.
 */
export const slowBankCard = '4000000000001018';
/** The sandbox's published card that the bank declines at authorisation. */
export const declinedCard = '4000000000000002';

const textboxOf = (page: Page) => (name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** One cart step: waits for its heading, answers it, checks it, then Continuar (or Pagar). */
async function cartStep(
  page: Page,
  check: StepCheck,
  [heading, name]: [string, string],
  fill: () => Promise<void>,
) {
  await page.getByRole('heading', { name: heading }).waitFor();
  await fill();
  await check(name);
  await page.getByRole('button', { name: /^(Continuar|Pagar)$/ }).click();
}

/** What a buyer types in the individual cart, as typed (the schemas normalise it). */
export interface BuyerAnswers {
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  /** The start of the RFC the cart proposes from the names and the birth date. */
  rfcStart: string;
  email: string;
  phone: string;
  street: string;
  externalNumber: string;
  /** Plates as typed; none ticks 'Mi auto no tiene placas'. */
  plates?: string;
  vin: string;
  engineNumber: string;
}

/** Ana López Pérez, as most of the browser tests buy. */
export const ana: Omit<BuyerAnswers, 'email'> = {
  firstName: 'Ana',
  paternalSurname: 'López',
  maternalSurname: 'Pérez',
  rfcStart: 'LOPA860313',
  phone: '5512345678',
  street: 'Avenida Juarez',
  externalNumber: '12',
  vin: '3N1CN7AD5LK000001',
  engineNumber: 'HR16123456',
};

/**
 * The individual cart for an hdi quotation, from the holder to the serial numbers, born
 * 13/03/1986, the first version and colony, no financing. What follows is the card step, or the
 * emission when the promo skips payment.
 */
export async function fillHdiCart(page: Page, buyer: BuyerAnswers, check: StepCheck) {
  const textbox = textboxOf(page);
  const step = (heading: string, name: string, fill: () => Promise<void>) =>
    cartStep(page, check, [heading, name], fill);
  await step('¿Cuál es tu nombre?', 'holder', async () => {
    await textbox('Nombre(s)').fill(buyer.firstName);
    await textbox('Apellido paterno').fill(buyer.paternalSurname);
    await textbox('Apellido materno').fill(buyer.maternalSurname);
  });
  await step('Tu fecha de nacimiento y género', 'birthdate', async () => {
    await textbox('Fecha de nacimiento (dd/mm/aaaa)').fill('13/03/1986');
    await page.getByRole('radio', { name: 'Mujer' }).check();
  });
  await step('Confirma tu RFC', 'rfc', async () => {
    await expect(textbox('RFC').inputValue()).resolves.toMatch(new RegExp(`^${buyer.rfcStart}`));
  });
  await step('¿Cómo te contactamos?', 'contact', async () => {
    await textbox('Correo electrónico').fill(buyer.email);
    await textbox('Teléfono').fill(buyer.phone);
  });
  await step('¿Cuál es tu domicilio?', 'address', async () => {
    await textbox('Calle').fill(buyer.street);
    await textbox('Número exterior').fill(buyer.externalNumber);
    const colony = page.getByRole('combobox', { name: 'Colonia' });
    await expect.poll(() => colony.isEnabled()).toBe(true);
    await colony.selectOption({ index: 1 });
  });
  await step('Las placas de tu auto', 'plates', async () => {
    if (buyer.plates) await textbox('Placas').fill(buyer.plates);
    else await page.getByRole('checkbox', { name: 'Mi auto no tiene placas' }).check();
    await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
    await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  });
  await step('Versión y financiamiento', 'vehicle', async () => {
    const version = page.getByRole('combobox', { name: 'Versión de tu auto' });
    await expect.poll(() => version.isEnabled()).toBe(true);
    await version.selectOption({ index: 1 });
  });
  await step('Número de serie y de motor', 'serial-numbers', async () => {
    await textbox('Número de serie (VIN)').fill(buyer.vin);
    await textbox('Número de motor').fill(buyer.engineNumber);
  });
}

/** The individual hdi cart as Ana, up to the card step. */
export const fillHdiCartAsAna = (page: Page, email: string, check: StepCheck) =>
  fillHdiCart(page, { ...ana, email }, check);

/** The card as typed: number and expiry in any of the ways buyers write them. */
export interface TypedCard {
  number: string;
  expiry: string;
}

/**
 * The payment step's form with a card (the sandbox's that approves unless told), credit, first
 * bank; its labels read from the catalogue of the page's language (Spanish unless told). The
 * expiry is typed key by key, as the field formats it while typed.
 */
export async function fillSandboxCard(
  page: Page,
  card: string | TypedCard = approvingCard,
  t: (key: StringKey) => string = (key) => es[key],
) {
  await fillCardFields(page, card, t);
  await page.getByRole('checkbox', { name: new RegExp(t('cart.privacyNotice')) }).check();
}

/** A sandbox card's fields, bank and type (the cart's card step and the thank-you page's). */
export async function fillCardFields(
  page: Page,
  card: string | TypedCard,
  t: (key: StringKey) => string = (key) => es[key],
) {
  const { number, expiry } = typeof card === 'string' ? { number: card, expiry: '12 / 30' } : card;
  const textbox = textboxOf(page);
  await textbox(t('cart.cardholderName')).fill('ANA LOPEZ PEREZ');
  await textbox(t('cart.cardNumber')).fill(number);
  // Typed as a buyer types it (the field formats as it goes), over what a refusal left there.
  await textbox(t('cart.expirationDate')).clear();
  await textbox(t('cart.expirationDate')).pressSequentially(expiry);
  await textbox(t('cart.securityCode')).fill('123');
  const bank = page.getByRole('combobox', { name: t('cart.bank') });
  await expect.poll(() => bank.isEnabled()).toBe(true);
  await bank.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: t('cart.cardType') }).selectOption('credit');
}

/** The card step: the card filled in, then 'Pagar'. */
export async function payByCard(
  page: Page,
  check: StepCheck,
  card: string | TypedCard = approvingCard,
) {
  await cartStep(page, check, ['Datos de tu tarjeta', 'payment'], () =>
    fillSandboxCard(page, card),
  );
}

/** The individual hdi cart as Ana, paid with the sandbox card that approves. */
export async function buyHdiAsAna(page: Page, email: string, check: StepCheck) {
  await fillHdiCartAsAna(page, email, check);
  await payByCard(page, check);
}

/** 'Seleccionar' on the HDI card of the results page; the individual cart opens. */
export async function selectHdi(page: Page) {
  await page
    .getByRole('article', { name: 'HDI' })
    .getByRole('button', { name: 'Seleccionar' })
    .click({ timeout: 30_000 });
  await page.waitForURL(/\/cart/);
}
