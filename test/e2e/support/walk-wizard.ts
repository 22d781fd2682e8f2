import type { Page } from 'playwright-core';
import { untilAppRuns } from './app-runs';

/** The vehicle a walk quotes: what is typed in the search, the option picked, the model year. */
export interface WalkVehicle {
  search: string;
  option: RegExp;
  year: string;
}

export const versa2020: WalkVehicle = { search: 'versa', option: /nissan versa/i, year: '2020' };

/**
/**
 * The wizard from the home hero up to its last click: the vehicle (a Nissan Versa 2020 unless
 * told) in CP 06700, a woman born 15/03/1990. `url` is the page to start on (a query such as
 * ?promocode=… included). The lead variant's birth date step reads 'Continuar' (its lead step
 * follows): pass it as `lastClick`.
 */
export async function quoteFromHome(
  page: Page,
  url: string,
  vehicle: WalkVehicle = versa2020,
  lastClick = 'Ver mi cotización',
) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await untilAppRuns(page);
  await page
    .getByRole('combobox', { name: 'Marca y modelo de tu auto' })
    .pressSequentially(vehicle.search);
  await page.getByRole('option', { name: vehicle.option }).first().click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('radiogroup', { name: 'Año del modelo' })
    .getByText(vehicle.year, { exact: true })
    .click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('textbox', { name: 'Código postal' }).fill('06700');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'Persona física' }).check();
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('textbox', { name: 'Día' }).fill('15');
  await page.getByRole('textbox', { name: 'Mes' }).fill('03');
  await page.getByRole('textbox', { name: 'Año' }).fill('1990');
  await page.getByRole('button', { name: lastClick, exact: true }).click();
}

/** The wizard walk with a Nissan Versa 2020. */
export const quoteVersaFromHome = (page: Page, url: string, lastClick?: string) =>
  quoteFromHome(page, url, versa2020, lastClick);
