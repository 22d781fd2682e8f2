import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { artifacts, resultsViewports as viewports } from './support/viewports';
import { quoteFromHome, versa2020 } from './support/walk-wizard';
import { openSavedQuote } from './support/saved-quote';

let browser: BrowserContext;
const baseUrl = inject('baseUrl');
const prompt = 'Los cambios hechos podrían perderse. ¿Deseas continuar?';

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(() => browser.close());

/** HDI's comprehensive price once no round is re-pricing its card, in pesos. */
async function hdiPrice(page: Page): Promise<number> {
  const card = page.getByRole('article', { name: 'HDI Seguros' });
  await page.locator('article[aria-label="HDI Seguros"][aria-busy="false"]').waitFor();
  const text = await card.locator('p').nth(1).textContent();
  return Number(text?.replace(/[^\d.]/g, ''));
}

/** What a native select shows: its chosen option's text ('5 %'), not its value. */
const selectedLabel = (panel: ReturnType<Page['getByRole']>, filter: string) =>
  panel.getByRole('combobox', { name: filter }).locator('option:checked').textContent();

async function choose(panel: ReturnType<Page['getByRole']>, filter: string, option: string) {
  await panel.getByRole('combobox', { name: filter }).selectOption({ label: option });
}

describe.each(Object.entries(viewports))(
  "'Personaliza tu póliza' in Chromium, %s",
  (name, viewport) => {
    it(
      'a higher deductible lowers the prices, reset brings the original ones back, unapplied edits ask before leaving',
      { timeout: 240_000 },
      async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await openSavedQuote(page, baseUrl);
        await page.getByRole('article', { name: 'HDI Seguros' }).waitFor({ timeout: 30_000 });
        const original = await hdiPrice(page);

        await page.getByRole('button', { name: 'Personaliza tu póliza' }).click();
        const panel = page.getByRole('dialog', { name: 'Personaliza tu póliza' });
        await expect(selectedLabel(panel, 'Deducible por daños materiales')).resolves.toBe('5 %');
        await expect(panel.getByRole('switch').count()).resolves.toBe(12);
        await expectNoAxeViolations(page, 'customise panel');
        await choose(panel, 'Deducible por daños materiales', '10 %');
        await panel.getByRole('button', { name: 'Aplicar' }).click();
        await panel.waitFor({ state: 'hidden' });
        await expect.poll(() => hdiPrice(page), { timeout: 30_000 }).toBeLessThan(original);
        await page.screenshot({ path: `${artifacts}/customise-applied-${name}.png` });

        // Unapplied edits: closing the panel asks; Cancelar keeps editing.
        await page.getByRole('button', { name: 'Personaliza tu póliza' }).click();
        await choose(panel, 'Deducible por robo total', '5 %');
        await panel.getByRole('button', { name: 'Cerrar' }).click();
        const question = page.getByRole('dialog', { name: prompt });
        await question.waitFor();
        await expectNoAxeViolations(page, 'unsaved prompt');
        await page.screenshot({ path: `${artifacts}/customise-prompt-${name}.png` });
        await question.getByRole('button', { name: 'Cancelar' }).click();
        await question.waitFor({ state: 'hidden' });
        await expect(selectedLabel(panel, 'Deducible por robo total')).resolves.toBe('5 %');

        // Leaving the page asks too; Cancelar stays on the results.
        await page.goBack();
        await question.waitFor();
        await question.getByRole('button', { name: 'Cancelar' }).click();
        await question.waitFor({ state: 'hidden' });
        expect(page.url()).toMatch(/\/new-see-quote/);

        await panel.getByRole('button', { name: 'Restablecer valores originales' }).click();
        await panel.waitFor({ state: 'hidden' });
        await expect.poll(() => hdiPrice(page), { timeout: 30_000 }).toBe(original);
        await expectNoAxeViolations(page, 'results after reset');

        // Continuar lets the held move go on: the browser goes back to the saved quote's link.
        await page.getByRole('button', { name: 'Personaliza tu póliza' }).click();
        await choose(panel, 'Deducible por robo total', '5 %');
        await page.goBack();
        await question.getByRole('button', { name: 'Continuar' }).click();
        await page.waitForURL((url) => url.searchParams.has('cartId'));
        await page.close();
      },
    );
  },
);

describe('restrictions in the panel, in Chromium', () => {
  it(
    'an old car cannot have repair in agency and is told why; edited coverages quote Amplia only',
    { timeout: 240_000 },
    async () => {
      const page = await browser.newPage();
      await quoteFromHome(page, `${baseUrl}/`, { ...versa2020, year: '2015' });
      await page.getByRole('article', { name: 'HDI Seguros' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Personaliza tu póliza' }).click();
      const panel = page.getByRole('dialog', { name: 'Personaliza tu póliza' });
      const agency = panel.getByRole('switch', {
        name: 'Reparación en agencia (autos de 1 a 8 años)',
      });
      await expect(agency.isDisabled()).resolves.toBe(true);
      const age = new Date().getFullYear() - 2015;
      await panel
        .getByText(
          `No disponible: la reparación en agencia es para autos de 1 a 8 años y el tuyo tiene ${age}.`,
        )
        .waitFor();

      await choose(panel, 'Responsabilidad civil por daños a terceros', '$4,000,000.00');
      await panel.getByRole('button', { name: 'Aplicar' }).click();
      await page
        .getByText('Con coberturas personalizadas solo se cotiza el paquete Amplia.')
        .waitFor({ timeout: 30_000 });
      await expect(page.getByRole('tab', { name: /Limitada/ }).isDisabled()).resolves.toBe(true);
      await page.close();
    },
  );
});
