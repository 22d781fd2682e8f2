import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { policyNumberOnThankYou } from '../e2e/support/thank-you';
import { fillHdiCart, fillSandboxCard, ana, selectHdi } from '../e2e/support/walk-cart';
import { quoteVersaFromHome } from '../e2e/support/walk-wizard';
import type { BenchFigure } from './run';
import { startBenchApp } from './bench-app';

/**
 * The longest purchase path as an average person does it: from 'Seleccionar' on the results
 * page to the thank-you page, through every step of the individual hdi cart (plates typed, the
 * card's whole form), typing 200 characters a minute with a pause to read each step and to move
 * to each field. The promise to the buyer: the contract in under two minutes.
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
 * The page as a person works it: a field is clicked and typed key by key at the typist's pace
 * (the app sees every keystroke, as it would a person's), a choice is looked at before it is
 * made, and each step's heading is read first. The walk's own code stays that of the browser
 * tests (walk-cart.ts).
 */
function humanPaced(page: Page): Page {
  const paced = (locator: Locator): Locator =>
    new Proxy(locator, {
      get(target, key) {
        if (key === 'fill')
          return async (text: string) => {
            await pause(nextFieldMs);
            await target.click();
            await target.clear();
            await target.pressSequentially(text, { delay: msPerCharacter });
          };
        if (key === 'pressSequentially')
          return async (text: string) => {
            await pause(nextFieldMs);
            await target.pressSequentially(text, { delay: msPerCharacter });
          };
        if (key === 'check' || key === 'selectOption')
          return async (...args: unknown[]) => {
            await pause(chooseMs);
            return (target[key] as (...a: unknown[]) => Promise<unknown>)(...args);
          };
        if (key === 'waitFor')
          return async (...args: unknown[]) => {
            await target.waitFor(...(args as Parameters<Locator['waitFor']>));
            await pause(readStepMs);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(page, {
    get(target, key) {
      if (key === 'getByRole')
        return (...args: Parameters<Page['getByRole']>) => paced(target.getByRole(...args));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export default async function purchaseTypingBench(): Promise<BenchFigure[]> {
  const app = await startBenchApp();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await quoteVersaFromHome(page, app.baseUrl);
    await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    const startedAt = performance.now();
    await selectHdi(page);
    const person = humanPaced(page);
    const buyer = { ...ana, plates: 'ABC-123-D', email: `bench.${Date.now()}@correo.mx` };
    await fillHdiCart(person, buyer, async () => {});
    await person.getByRole('heading', { name: 'Datos de tu tarjeta' }).waitFor();
    await fillSandboxCard(person, { number: '4242 4242 4242 4242', expiry: '1230' });
    await page.getByRole('button', { name: 'Pagar' }).click();
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
