import type { Locator, Page } from 'playwright-core';

/** Types a vehicle in the wizard's search, as a visitor would; answers its first suggestion. */
export async function searchVehicle(page: Page, text = 'versa'): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Marca y modelo de tu auto' }).pressSequentially(text);
  return page.getByRole('option', { name: new RegExp(`nissan ${text}`, 'i') }).first();
}
