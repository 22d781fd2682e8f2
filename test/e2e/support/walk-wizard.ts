import type { Page } from 'playwright-core';

/**
 * The wizard from the home hero up to its last click: a Nissan Versa 2020 in CP 06700, a woman
 * born 15/03/1990. `url` is the page to start on (a query such as ?promocode=… included). The
 * lead variant's birth date step reads 'Continuar' (its lead step follows): pass it as `lastClick`.
 */
export async function quoteVersaFromHome(page: Page, url: string, lastClick = 'Ver mi cotización') {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .getByRole('combobox', { name: 'Marca y modelo de tu auto' })
    .pressSequentially('versa');
  await page
    .getByRole('option', { name: /nissan versa/i })
    .first()
    .click({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('radiogroup', { name: 'Año del modelo' })
    .getByText('2020', { exact: true })
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
