import type { Locator, Page } from 'playwright-core';
import { launchOwnBrowser } from '../e2e/support/chromium';
import { policyNumberOnThankYou } from '../e2e/support/thank-you';
import { ana, selectHdi } from '../e2e/support/walk-cart';
import { quoteVersaFromHome } from '../e2e/support/walk-wizard';
import type { BenchFigure } from './run';
import { startBenchApp } from './bench-app';

/**
 * The longest purchase path as an average person does it: from 'Seleccionar' on the results
 * page to the thank-you page, through every step of the individual hdi cart (plates typed, the
 * card's whole form), typing 200 characters a minute with a pause to read each step and to move
 * to each field. The promise to the buyer: the contract in under two minutes. (The pauses are
 * the person's, simulated; the walk waits on what the page shows.)
 */
const targetSeconds = 120;
const msPerCharacter = 60_000 / 200;
/** Reading a step's heading and its fields before the first keystroke. */
const readStepMs = 2_000;
/** Finding the next field, moving the hand to the mouse and back. */
const nextFieldMs = 700;
/** Looking at a dropdown's list, a radio's choices or a checkbox's label before choosing. */
const chooseMs = 1_200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a person works the page: each step's heading read first, a field clicked and typed key by
 * key at the typist's pace (the app sees every keystroke, as it would a person's), a choice
 * looked at before it is made.
 */
function personAt(page: Page) {
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  const enabled = async (field: Locator) => {
    const handle = await field.elementHandle();
    await page.waitForFunction((element) => !(element as HTMLSelectElement).disabled, handle);
  };
  return {
    async type(name: string, text: string) {
      await pause(nextFieldMs);
      await textbox(name).click();
      await textbox(name).clear();
      await textbox(name).pressSequentially(text, { delay: msPerCharacter });
    },
    async choose(field: Locator, option: { index: number } | string) {
      await enabled(field);
      await pause(chooseMs);
      await field.selectOption(option);
    },
    async tick(name: string | RegExp, role: 'checkbox' | 'radio' = 'checkbox') {
      await pause(chooseMs);
      await page.getByRole(role, { name }).check();
    },
    /** Waits for the step, reads it, answers it, then Continuar (or Pagar). */
    async step(heading: string, answer: () => Promise<void>) {
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: 60_000 });
      await pause(readStepMs);
      await answer();
      await page.getByRole('button', { name: /^(Continuar|Pagar)$/ }).click();
    },
  };
}

/** Ana's longest path through the individual hdi cart: plates typed, the card's whole form. */
async function buyAsAna(page: Page, email: string) {
  const person = personAt(page);
  await person.step('¿Cuál es tu nombre?', async () => {
    await person.type('Nombre(s)', ana.firstName);
    await person.type('Apellido paterno', ana.paternalSurname);
    await person.type('Apellido materno', ana.maternalSurname);
  });
  // The wizard's birth date and gender are prefilled: the buyer reads and goes on.
  await person.step('Tu fecha de nacimiento y género', async () => {});
  await person.step('Confirma tu RFC', async () => {});
  await person.step('¿Cómo te contactamos?', async () => {
    await person.type('Correo electrónico', email);
    await person.type('Teléfono', '55 1234 5678');
  });
  await person.step('¿Cuál es tu domicilio?', async () => {
    await person.type('Calle', 'Av. Juárez');
    await person.type('Número exterior', '12-A');
    await person.choose(page.getByRole('combobox', { name: 'Colonia' }), { index: 1 });
  });
  await person.step('Las placas de tu auto', async () => {
    await person.type('Placas', 'ABC-123-D');
    await person.tick(/aviso de privacidad/);
    await person.tick(/términos y condiciones/);
  });
  await person.step('Versión y financiamiento', async () => {
    await person.choose(page.getByRole('combobox', { name: 'Versión de tu auto' }), { index: 1 });
  });
  await person.step('Número de serie y de motor', async () => {
    await person.type('Número de serie (VIN)', ana.vin);
    await person.type('Número de motor', ana.engineNumber);
  });
  await person.step('Datos de tu tarjeta', async () => {
    await person.type('Nombre del titular de la tarjeta', 'ANA LOPEZ PEREZ');
    await person.type('Número de tarjeta', '4242424242424242');
    await person.type('Fecha de vencimiento (mm / aa)', '1230');
    await person.type('CVV', '123');
    // Bank and card type come from the card's BIN; the buyer checks them and accepts.
    await person.choose(page.getByRole('combobox', { name: 'Banco' }), { index: 1 });
    await person.choose(page.getByRole('combobox', { name: 'Tipo de tarjeta' }), 'credit');
    await person.tick(/aviso de privacidad/);
  });
}

export default async function purchaseTypingBench(): Promise<BenchFigure[]> {
  const app = await startBenchApp();
  const browser = await launchOwnBrowser();
  try {
    const page = await browser.newPage();
    await quoteVersaFromHome(page, app.baseUrl);
    await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    const startedAt = performance.now();
    await selectHdi(page);
    await buyAsAna(page, `bench.${Date.now()}@correo.mx`);
    await policyNumberOnThankYou(page, '¡Tu póliza está lista!');
    const seconds = (performance.now() - startedAt) / 1000;
    return [
      {
        name: "Longest purchase, 'Seleccionar' to the thank-you page, at 200 characters/min",
        value: seconds,
        unit: 's',
        budget: { atMost: targetSeconds, source: 'the contract in under 2 minutes (issue 24)' },
      },
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}
