import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { untilAppRuns } from './support/app-runs';

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');
const artifacts = 'test/e2e/artifacts';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(() => browser.close());

describe('the quote wizard in Chromium', () => {
  it('walks from the home hero to the results route', { timeout: 120_000 }, async () => {
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await untilAppRuns(page);
    const search = page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    await search.pressSequentially('versa');
    await expect(page.getByText('Paso 1 de 5').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${artifacts}/wizard-search.png` });
    await page
      .getByRole('option', { name: /nissan versa/i })
      .first()
      .click();
    await page.screenshot({ path: `${artifacts}/wizard-home.png`, fullPage: false });
    await expectNoAxeViolations(page, 'vehicle');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page
      .getByRole('radiogroup', { name: 'Año del modelo' })
      .getByText('2020', { exact: true })
      .click();
    await expectNoAxeViolations(page, 'modelYear');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('textbox', { name: 'Código postal' }).fill('06700');
    await expectNoAxeViolations(page, 'postalCode');
    await page.keyboard.press('Enter');

    // The spec's tooltip: the advice shows on hovering the choice (and as its description).
    const advice = 'Elige si eres persona física o persona moral ante el SAT.';
    const personType = page.getByRole('radiogroup', { name: 'Tipo de persona' });
    await personType.hover();
    await expect.poll(() => page.getByText(advice).filter({ visible: true }).count()).toBe(2);
    await page.getByRole('radio', { name: 'Persona física' }).check();
    await page.getByRole('radio', { name: 'Mujer' }).check();
    await expectNoAxeViolations(page, 'personType');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('textbox', { name: 'Día' }).fill('15');
    await page.getByRole('textbox', { name: 'Mes' }).fill('03');
    await page.getByRole('textbox', { name: 'Año' }).fill('1990');
    await page.screenshot({ path: `${artifacts}/wizard-birth-date.png`, fullPage: false });
    await expectNoAxeViolations(page, 'birthDate');
    await page.getByRole('button', { name: 'Ver mi cotización' }).click();

    await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/new-see-quote');

    // The round answers on the real server: every insurer serving Mexico City gets a card.
    await expect
      .poll(() => page.getByRole('article').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(6);
    await page.getByRole('article', { name: 'Mapfre' }).getByText('Ver detalle').click();
    await page.screenshot({ path: `${artifacts}/results.png`, fullPage: true });
    await expectNoAxeViolations(page, 'results');
  });
});
