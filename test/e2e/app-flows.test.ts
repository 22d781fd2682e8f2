import { describe, expect, inject, it } from 'vitest';
import { chromiumPageForSuite } from './support/chromium';
import { searchVehicle } from './support/vehicle-search';

const suite = chromiumPageForSuite();
const baseUrl = inject('baseUrl');

const continueButton = () => suite.page.getByRole('button', { name: 'Continuar' });

/** The cards shown: each card's first lines name the insurer and its prices. */
async function shownCards(): Promise<string[]> {
  const cards = await suite.page.getByRole('article').allInnerTexts();
  return cards.map((card) => card.split('\n').slice(0, 4).join(' ')).sort();
}

/** The cards once the round has answered. */
async function resultCards(): Promise<string[]> {
  await suite.page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
  await expect
    .poll(() => suite.page.getByRole('article').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(6);
  return shownCards();
}

async function firstQuote() {
  await suite.page.goto(baseUrl, { waitUntil: 'networkidle' });
  await (await searchVehicle(suite.page)).click();
  await continueButton().click();
  await suite.page
    .getByRole('radiogroup', { name: 'Año del modelo' })
    .getByText('2020', { exact: true })
    .click();
  await continueButton().click();
  await suite.page.getByRole('textbox', { name: 'Código postal' }).fill('06700');
  await suite.page.keyboard.press('Enter');
  await suite.page.getByRole('radio', { name: 'Persona física' }).check();
  await suite.page.getByRole('radio', { name: 'Mujer' }).check();
  await continueButton().click();
  await suite.page.getByRole('textbox', { name: 'Día' }).fill('15');
  await suite.page.getByRole('textbox', { name: 'Mes' }).fill('03');
  await suite.page.getByRole('textbox', { name: 'Año' }).fill('1990');
  await suite.page.getByRole('button', { name: 'Ver mi cotización' }).click();
}

/** The live state QA sees for a flow on /flows. */
const liveState = (flow: string) => suite.page.getByTestId(`state-${flow}`).textContent();

describe('the app machine in Chromium', () => {
  it(
    'quotes, goes back home, quotes again with another postal code and sees new results',
    { timeout: 150_000 },
    async () => {
      await firstQuote();
      const mexicoCity = await resultCards();

      await suite.page.getByRole('link', { name: 'Cotizauto' }).first().click();
      await suite.page.waitForURL(`${baseUrl}/`);
      // A fresh wizard with the previous answers, each editable.
      await suite.page.getByText('Paso 1 de 5').waitFor();
      await expect(
        suite.page.getByRole('combobox', { name: 'Marca y modelo de tu auto' }).inputValue(),
      ).resolves.toMatch(/versa/i);
      await suite.page
        .getByText('06700')
        .locator('..')
        .getByRole('button', { name: 'Editar' })
        .click();
      await suite.page.getByRole('textbox', { name: 'Código postal' }).fill('64000');
      await suite.page.keyboard.press('Enter');
      await expect(
        suite.page.getByRole('radio', { name: 'Persona física' }).isChecked(),
      ).resolves.toBe(true);
      await continueButton().click();
      await expect(suite.page.getByRole('textbox', { name: 'Día' }).inputValue()).resolves.toBe(
        '15',
      );
      await suite.page.getByRole('button', { name: 'Ver mi cotización' }).click();

      await suite.page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
      // Monterrey's prices, not Mexico City's, once the new round has answered.
      const answered = async () => {
        const cards = await shownCards();
        return cards.length >= mexicoCity.length ? cards : [];
      };
      await expect.poll(answered, { timeout: 30_000 }).not.toEqual([]);
      expect(await shownCards()).not.toEqual(mexicoCity);
    },
  );

  it('a reload on the results page brings the quote back', { timeout: 90_000 }, async () => {
    // The round has ended: every insurer asked has answered, its cards no longer change.
    await suite.page
      .getByText(/^(\d+) de \1 aseguradoras respondieron/)
      .waitFor({ timeout: 30_000 });
    const cards = await shownCards();
    await suite.page.reload({ waitUntil: 'networkidle' });
    expect(new URL(suite.page.url()).pathname).toBe('/new-see-quote');
    await expect.poll(shownCards, { timeout: 30_000 }).toEqual(cards);
  });

  it('a reload at a cart step lands on that step', { timeout: 90_000 }, async () => {
    await suite.page
      .getByRole('article', { name: 'HDI Seguros' })
      .getByRole('button', { name: 'Seleccionar' })
      .click();
    await suite.page.waitForURL(/\/cart\/client-name/);
    await suite.page.getByRole('heading', { level: 1, name: 'Datos para tu póliza' }).waitFor();

    // QA moves the cart one step from the inspector (the cart's own views come later).
    await suite.page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
    await expect(liveState('individualCart')).resolves.toContain('holder');
    const inspector = suite.page.getByRole('region', { name: 'Inspector: individualCart' });
    await inspector
      .getByLabel('Datos del evento (JSON)')
      .fill('{"values":{"firstName":"Ana","paternalSurname":"López","maternalSurname":"Pérez"}}');
    await inspector.getByRole('button', { name: 'Enviar cart.submitStep' }).click();
    await expect.poll(() => liveState('individualCart')).toContain('birthdateAndGender');

    await suite.page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => liveState('individualCart')).toContain('birthdateAndGender');
    await expect(liveState('app')).resolves.toContain('"purchase": "individualCart"');

    await suite.page.goto(`${baseUrl}/cart/client-name`, { waitUntil: 'networkidle' });
    await suite.page.getByRole('heading', { level: 1, name: 'Datos para tu póliza' }).waitFor();
    expect(new URL(suite.page.url()).pathname).toBe('/cart/client-name');
  });

  it('sends a visitor who opens /emit-cart without a selection home', async () => {
    const fresh = await suite.browser.newPage();
    await fresh.goto(`${baseUrl}/emit-cart`, { waitUntil: 'networkidle' });
    await fresh.waitForURL(`${baseUrl}/`);
    expect(new URL(fresh.url()).pathname).toBe('/');
    await fresh.close();
  });
});
