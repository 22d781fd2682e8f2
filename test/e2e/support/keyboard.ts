import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { versa2020 } from './walk-wizard';

/** Tab presses a walk allows before it says the target is not reachable by keyboard. */
const maxTabs = 150;

const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab when `backwards`) until focus is on `target` or inside it (a group):
 * fails when the keyboard cannot reach it. The locator only names the target; it is never clicked.
 */
export async function tabTo(page: Page, target: Locator, backwards = false) {
  await target.waitFor({ timeout: 30_000 });
  for (let presses = 0; presses < maxTabs; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} not reached with ${maxTabs} Tab presses`);
}

/** Tabs to a text field and types `text` into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Presses `key` (an arrow) until `done` holds: a radio group's or a select's choice. */
export async function pressUntil(page: Page, key: string, done: () => Promise<boolean>) {
  for (let presses = 0; presses < 40; presses++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
  expect(await done(), `${key} never reached the choice; focus on ${focused}`).toBe(true);
}

/**
 * The home page's wizard by keyboard alone, up to the results page: a Nissan Versa 2020 in
 * CP 06700, a woman born 15/03/1990 (the walk of walk-wizard.ts, without a pointer).
 */
export async function quoteVersaByKeyboard(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await typeInto(
    page,
    page.getByRole('combobox', { name: 'Marca y modelo de tu auto' }),
    versa2020.search,
  );
  await page.getByRole('option', { name: versa2020.option }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radiogroup', { name: 'Año del modelo' }));
  await pressUntil(page, 'ArrowRight', () =>
    page.getByRole('radio', { name: versa2020.year, exact: true }).isChecked(),
  );
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'Código postal' }), '06700');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: 'Persona física' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radio', { name: 'Hombre' }));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByRole('radio', { name: 'Mujer' }).isChecked()).toBe(true);
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'Día' }), '15');
  await typeInto(page, page.getByRole('textbox', { name: 'Mes' }), '03');
  await typeInto(page, page.getByRole('textbox', { name: 'Año' }), '1990');
  await page.keyboard.press('Enter');
}
