import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardDeclineMessages } from '../../src/domain/payment/payment-outcomes';
import {
  activeElement,
  expectFocusOnHeading,
  matrixPagesForSuite,
  frontMatrixPage,
} from './support/a11y-session';
import { pressUntil, quoteVersaByKeyboard, tabTo, typeInto } from './support/keyboard';
import { seeResults } from './support/results-page';
import { accountOpenedOnThankYou, policyNumberOnThankYou } from './support/thank-you';
import { declinedCard, slowBankCard } from './support/walk-cart';

/**
 * The individual purchase by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing; no
 * click, fill or check): from the home page's wizard, 'Seleccionar' on HDI's card, every step of
 * its cart (the RFC confirmation included), a card the bank declines, 'Corregir mis datos', a
 * good card, the purchase summary, the payment, to the thank-you page's password and policy
 * download. Each new cart step takes focus on its heading; each outcome (the refusal, the card
 * step again, both emission loaders, the thank-you page) on its message or heading: focus never
 * falls to <body>.
 */
const baseUrl = inject('baseUrl');
const suite = matrixPagesForSuite();

const field = (page: Page, step: string, name: string) => page.locator(`#cart-${step}-${name}`);
const press = (page: Page, key: string) => page.keyboard.press(key);

/** Types each value into its field of the step, in the order given. */
async function typeAll(page: Page, step: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await typeInto(page, field(page, step, name), value);
}

/** The requests to `path` wait until `release` is called: a loader stays on screen till then. */
async function holdRequests(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, (route) => released.then(() => route.continue()));
  return async () => {
    release();
    await page.unroute(path);
  };
}

/** Focus is on the element reading `text` (a message or a heading), so never on <body>. */
async function expectFocusOn(page: Page, text: string, tag: string) {
  await expect.poll(async () => (await activeElement(page)).text, { timeout: 30_000 }).toBe(text);
  expect((await activeElement(page)).tag).toBe(tag);
}

/** The step's heading has focus, and the tab's title names the step first. */
async function expectStep(page: Page, heading: string) {
  await expectFocusOnHeading(page, heading);
  expect((await page.title()).split(' · ')[0]).toBe(heading);
}

/** Ticks a checkbox with Space. */
async function tick(page: Page, step: string, name: string) {
  await tabTo(page, field(page, step, name));
  await press(page, 'Space');
  expect(await field(page, step, name).isChecked()).toBe(true);
}

/** Chooses a native select's option with the arrow keys, once its lookup has filled it. */
async function choose(page: Page, step: string, name: string, value?: string) {
  const select = field(page, step, name);
  await expect.poll(() => select.isEnabled()).toBe(true);
  await tabTo(page, select);
  await pressUntil(page, 'ArrowDown', async () => {
    const chosen = await select.inputValue();
    return value === undefined ? chosen !== '' : chosen === value;
  });
}

/** The step's submit button (found from its focused heading), pressed with Enter. */
async function submit(page: Page, label = 'Continuar') {
  await tabTo(page, page.locator('main form').getByRole('button', { name: label, exact: true }));
  await press(page, 'Enter');
}

/** Each cart step: its heading, then how it is answered. */
const cartSteps: [string, (page: Page) => Promise<void>][] = [
  [
    'Tu fecha de nacimiento y género',
    async (page) => {
      await typeAll(page, 'birthdateAndGender', { birthdate: '13/03/1986' });
      await tabTo(page, field(page, 'birthdateAndGender', 'gender'));
      await pressUntil(page, 'ArrowRight', () =>
        page.getByRole('radio', { name: 'Mujer' }).isChecked(),
      );
    },
  ],
  [
    'Confirma tu RFC',
    async (page) => expect(await field(page, 'rfc', 'rfc').inputValue()).toMatch(/^LOPA860313/),
  ],
  [
    '¿Cómo te contactamos?',
    (page) =>
      typeAll(page, 'contact', { email: `ana.kbd.${Date.now()}@correo.mx`, phone: '5512345678' }),
  ],
  [
    '¿Cuál es tu domicilio?',
    async (page) => {
      await typeAll(page, 'address', { street: 'Avenida Juarez', externalNumber: '12' });
      await choose(page, 'address', 'neighborhoodId');
    },
  ],
  [
    'Las placas de tu auto',
    async (page) => {
      for (const box of ['hasNoPlates', 'privacyNoticeAccepted', 'termsAndUsagePolicyAccepted'])
        await tick(page, 'plates', box);
    },
  ],
  ['Versión y financiamiento', (page) => choose(page, 'vehicle', 'versionId')],
  [
    'Número de serie y de motor',
    (page) =>
      typeAll(page, 'serialNumbers', { vin: '3N1CN7AD5LK000001', engineNumber: 'HR16123456' }),
  ],
];

/** The card step: a sandbox card, credit, the first bank, the privacy notice. */
async function typeCard(page: Page, cardNumber: string) {
  await typeAll(page, 'payment', {
    cardholderName: 'ANA LOPEZ PEREZ',
    cardNumber,
    expirationDate: '12 / 30',
    securityCode: '123',
  });
  await choose(page, 'payment', 'bank');
  await choose(page, 'payment', 'cardType', 'credit');
  await tick(page, 'payment', 'privacyNoticeAccepted');
}

/** The purchase summary's details (desktop panel) or its modal (phone), opened by keyboard. */
async function readSummary(page: Page, viewport: string) {
  if (viewport === 'desktop') {
    // The button's name turns to 'Ocultar detalle' once open: it is found by what it controls.
    const details = page.locator('button[aria-controls="summary-details"]');
    await tabTo(page, details);
    await press(page, 'Enter');
    await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('heading', { name: 'Resumen de coberturas' }).waitFor();
    return;
  }
  await tabTo(page, page.getByRole('button', { name: /^Ver resumen de tu póliza/ }));
  await press(page, 'Enter');
  const modal = page.getByRole('dialog', { name: 'Resumen de tu póliza' });
  await modal.waitFor();
  await press(page, 'Escape');
  await modal.waitFor({ state: 'hidden' });
  // Closed, the modal gives focus back to the button that opened it.
  expect((await activeElement(page)).text).toMatch(/^Ver resumen de tu póliza/);
}

describe.each(['desktop', 'phone'])('the individual purchase by keyboard on %s', (viewport) => {
  it('buys hdi from the home page to the policy download', { timeout: 300_000 }, async () => {
    const page = await frontMatrixPage(suite.pages, viewport);
    await quoteVersaByKeyboard(page, `${baseUrl}/?freshSession`);
    await seeResults(page);
    await tabTo(
      page,
      page.getByRole('article', { name: 'HDI' }).getByRole('button', { name: 'Seleccionar' }),
    );
    await press(page, 'Enter');
    await page.waitForURL(/\/cart/);

    await page.getByRole('heading', { name: '¿Cuál es tu nombre?' }).waitFor();
    await typeAll(page, 'holder', {
      firstName: 'Ana',
      paternalSurname: 'López',
      maternalSurname: 'Pérez',
    });
    await submit(page);
    for (const [heading, answer] of cartSteps) {
      await expectStep(page, heading);
      await answer(page);
      await submit(page);
    }
    await expectStep(page, 'Datos de tu tarjeta');
    await typeCard(page, declinedCard);
    await submit(page, 'Pagar');

    // The bank's refusal replaces the loader and takes focus; then the buyer corrects.
    await expectFocusOn(page, cardDeclineMessages.declined, 'div');
    await tabTo(page, page.getByRole('button', { name: 'Corregir mis datos' }));
    await press(page, 'Enter');
    await page.getByRole('heading', { name: 'Datos de tu tarjeta' }).waitFor();
    // Back at the card step, the refusal, still telling why, has focus above the heading.
    await expectFocusOn(page, cardDeclineMessages.declined, 'div');
    await typeCard(page, slowBankCard);
    await readSummary(page, viewport);

    // Each loader, held on screen by its request, takes focus; the refusal is gone from both.
    const releaseFirstCall = await holdRequests(page, '**/policy/emit-pay');
    await submit(page, 'Pagar');
    await expectFocusOn(page, 'Estamos emitiendo tu póliza', 'h2');
    expect(await page.getByText(cardDeclineMessages.declined).count()).toBe(0);
    const releasePolls = await holdRequests(page, '**/policy/emit');
    await releaseFirstCall();
    await expectFocusOn(
      page,
      'Estamos procesando tu póliza con la aseguradora; puede tardar unos minutos.',
      'p',
    );
    await page.getByRole('heading', { name: '¡Listo! Estuvo muy fácil ¿no?' }).waitFor();
    expect(await page.getByText(cardDeclineMessages.declined).count()).toBe(0);
    await releasePolls();

    const policyNumber = await policyNumberOnThankYou(page, '¡Tu póliza está lista!');
    await expectFocusOn(page, '¡Tu póliza está lista!', 'h1');
    await accountOpenedOnThankYou(page);
    const download = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Descargar póliza' }));
    expect((await activeElement(page)).text).toBe('Descargar póliza');
    await press(page, 'Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`poliza-${policyNumber}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
