import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForSuite, pageForTest } from './support/chromium';
import { artifacts, resultsViewports as viewports } from './support/viewports';
import { expectNoAxeViolations } from './support/axe';
import { untilAppRuns } from './support/app-runs';
import { quoteFromHome, versa2020, type WalkVehicle } from './support/walk-wizard';

const suite = chromiumForSuite();
const baseUrl = inject('baseUrl');

async function quote(page: Page, vehicle: WalkVehicle) {
  await quoteFromHome(page, `${baseUrl}/`, vehicle);
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
}

describe.each(Object.entries(viewports))(
  'the results content in Chromium, %s',
  (name, viewport) => {
    it(
      'explains the recommendation, shows the detail, the countdown, the help panel and a comparison',
      { timeout: 240_000 },
      async () => {
        const page = await pageForTest(suite.browser, viewport);
        await quote(page, versa2020);
        await expect
          .poll(() => page.getByRole('article').count(), { timeout: 30_000 })
          .toBeGreaterThanOrEqual(6);
        await page.getByText('Oferta expira en').waitFor();
        await expect(page.getByText('Oferta expira en').textContent()).resolves.toMatch(
          /^Oferta expira en \d+ días? \d+ horas? \d+ minutos?$/,
        );
        await expectNoAxeViolations(page, 'results');
        await page.screenshot({ path: `${artifacts}/results-content-${name}.png`, fullPage: true });

        const badge = page.getByRole('button', { name: 'Recomendado' });
        await expect(badge.count()).resolves.toBe(1);
        // From the keyboard: focus lands on the badge by Tab, and the tooltip opens.
        await badge.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const tooltip = page.getByRole('tooltip');
        await tooltip.getByText('Opiniones de clientes').waitFor();
        await expect(tooltip.getByText('Zona de circulación').isVisible()).resolves.toBe(true);
        await expectNoAxeViolations(page, 'recommended tooltip');
        await page.keyboard.press('Tab');

        const recommended = page.getByRole('article').filter({ has: badge });
        await recommended.getByRole('button', { name: 'Ver detalle' }).click();
        const detail = page.getByRole('dialog', { name: /· Amplia$/ });
        await detail.getByRole('heading', { name: '¿Qué cubre esta póliza?' }).waitFor();
        await detail.getByRole('heading', { name: '¿Por qué este precio?' }).waitFor();
        // The coverage table's row; the breakdown may name the same cover among its adjustments.
        await detail
          .getByRole('row', {
            name: /^Responsabilidad civil a terceros \$1,000,000\.00 Sin deducible$/,
          })
          .waitFor();
        await expectNoAxeViolations(page, 'Ver detalle');
        await page.screenshot({ path: `${artifacts}/results-detail-${name}.png` });
        await detail.getByRole('button', { name: 'Cerrar' }).click();
        await detail.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: 'Ayuda' }).click();
        const help = page.getByRole('dialog', { name: 'Ayuda' });
        await help.getByRole('button', { name: '¿Qué pasa si no aparece mi auto?' }).click();
        await help.getByText(/tu código postal no tiene cobertura/).waitFor();
        await expect(
          help.getByRole('link', { name: 'Llámanos' }).getAttribute('href'),
        ).resolves.toMatch(/^tel:/);
        await help.getByRole('link', { name: /WhatsApp/ }).waitFor();
        await expectNoAxeViolations(page, 'help panel');
        await page.screenshot({ path: `${artifacts}/results-help-${name}.png` });
        await help.getByRole('button', { name: 'Cerrar' }).click();
        await help.waitFor({ state: 'hidden' });

        await page.getByRole('checkbox', { name: 'Comparar HDI Seguros' }).check();
        await page.getByRole('checkbox', { name: 'Comparar Mapfre' }).check();
        await page.getByRole('button', { name: 'Comparar aseguradoras (2)' }).click();
        const compare = page.getByRole('dialog', { name: 'Comparar aseguradoras' });
        await compare.getByRole('img', { name: 'HDI Seguros' }).waitFor();
        await compare.getByRole('img', { name: 'Mapfre' }).waitFor();
        await expect(
          compare
            .getByRole('row', { name: /Daños materiales/ })
            .getByRole('cell')
            .count(),
        ).resolves.toBe(2);
        // Both insurers side by side within the screen, on a phone too: no sideways scroll for two.
        for (const insurer of ['HDI Seguros', 'Mapfre']) {
          const logo = await compare.getByRole('img', { name: insurer }).boundingBox();
          expect(logo!.x + logo!.width).toBeLessThanOrEqual(viewport.width);
        }
        await expectNoAxeViolations(page, 'compare view');
        await page.screenshot({ path: `${artifacts}/results-compare-${name}.png` });
      },
    );

    it(
      'a motorcycle is not offered by the search, and the vehicle field says so',
      { timeout: 120_000 },
      async () => {
        const page = await pageForTest(suite.browser, viewport);
        await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
        await untilAppRuns(page);
        const search = page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
        // The field's description says it, and the field points to it (read with its label).
        const describedBy = (await search.getAttribute('aria-describedby')) ?? '';
        const descriptions = await Promise.all(
          describedBy
            .split(' ')
            .filter(Boolean)
            .map((id) => page.locator(`[id="${id}"]`).textContent()),
        );
        expect(descriptions).toContain(
          'Cotizamos autos y pickups de uso particular; por ahora no motocicletas.',
        );
        const answered = page.waitForResponse(/\/api\/catalog\/list-sub-brands/);
        await search.pressSequentially('italika ft150');
        const response = await answered;
        expect((await response.json()).data).toEqual([]);
        await expect(page.getByRole('option').count()).resolves.toBe(0);
        await expectNoAxeViolations(page, 'motorcycle searched');
      },
    );
  },
);
