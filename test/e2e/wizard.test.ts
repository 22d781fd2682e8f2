import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { chromiumPageForSuite } from './support/chromium';
import { untilAppRuns } from './support/app-runs';
import { artifacts } from './support/viewports';

const suite = chromiumPageForSuite();
const baseUrl = inject('baseUrl');

describe('the quote wizard in Chromium', () => {
  it('walks from the home hero to the results route', { timeout: 120_000 }, async () => {
    await suite.page.goto(baseUrl, { waitUntil: 'networkidle' });
    await untilAppRuns(suite.page);
    const search = suite.page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    await search.pressSequentially('versa');
    await expect(suite.page.getByText('Paso 1 de 5').isVisible()).resolves.toBe(true);
    await suite.page.screenshot({ path: `${artifacts}/wizard-search.png` });
    await suite.page
      .getByRole('option', { name: /nissan versa/i })
      .first()
      .click();
    await suite.page.screenshot({ path: `${artifacts}/wizard-home.png`, fullPage: false });
    await expectNoAxeViolations(suite.page, 'vehicle');
    await suite.page.getByRole('button', { name: 'Continuar' }).click();

    await suite.page
      .getByRole('radiogroup', { name: 'Año del modelo' })
      .getByText('2020', { exact: true })
      .click();
    await expectNoAxeViolations(suite.page, 'modelYear');
    await suite.page.getByRole('button', { name: 'Continuar' }).click();

    await suite.page.getByRole('textbox', { name: 'Código postal' }).fill('06700');
    await expectNoAxeViolations(suite.page, 'postalCode');
    await suite.page.keyboard.press('Enter');

    // The spec's tooltip: the advice shows on hovering the choice (and as its description).
    const advice = 'Elige si eres persona física o persona moral ante el SAT.';
    const personType = suite.page.getByRole('radiogroup', { name: 'Tipo de persona' });
    await personType.hover();
    await expect.poll(() => suite.page.getByText(advice).filter({ visible: true }).count()).toBe(2);
    await suite.page.getByRole('radio', { name: 'Persona física' }).check();
    await suite.page.getByRole('radio', { name: 'Mujer' }).check();
    await expectNoAxeViolations(suite.page, 'personType');
    await suite.page.getByRole('button', { name: 'Continuar' }).click();

    await suite.page.getByRole('textbox', { name: 'Día' }).fill('15');
    await suite.page.getByRole('textbox', { name: 'Mes' }).fill('03');
    await suite.page.getByRole('textbox', { name: 'Año' }).fill('1990');
    await suite.page.screenshot({ path: `${artifacts}/wizard-birth-date.png`, fullPage: false });
    await expectNoAxeViolations(suite.page, 'birthDate');
    await suite.page.getByRole('button', { name: 'Ver mi cotización' }).click();

    await suite.page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
    expect(new URL(suite.page.url()).pathname).toBe('/new-see-quote');

    // The round answers on the real server: every insurer serving Mexico City gets a card.
    await expect
      .poll(() => suite.page.getByRole('article').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(6);
    await suite.page.getByRole('article', { name: 'Mapfre' }).getByText('Ver detalle').click();
    await suite.page.screenshot({ path: `${artifacts}/results.png`, fullPage: true });
    await expectNoAxeViolations(suite.page, 'results');
  });
});
