import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPageForSuite } from './support/chromium';
import { artifacts, resultsViewports } from './support/viewports';

const suite = chromiumPageForSuite();
const baseUrl = inject('baseUrl');

describe("/flows 'Ir a este estado' in Chromium", () => {
  it(
    "opens the live app in a new tab on the company cart's beneficiary step, its diagram on screen",
    { timeout: 150_000 },
    async () => {
      const { page, browser } = suite;
      await page.setViewportSize(resultsViewports.desktop);
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: 'Caminos para QA: companyCart' });
      await section.getByRole('button', { name: 'Mostrar los caminos de companyCart' }).click();
      const goTo = section.getByRole('button', {
        name: 'Ir a este estado: beneficiary',
        exact: true,
      });
      await goTo.scrollIntoViewIfNeeded();
      const [tab] = await Promise.all([browser.waitForEvent('page'), goTo.click()]);

      // The live app, restored from the tab's storage as a reload would: the cart's page, at
      // the beneficiary step, not sent home for want of a selection.
      await tab.waitForURL(`${baseUrl}/emit-cart`, { timeout: 45_000 });
      await tab
        .getByRole('heading', { name: 'Beneficiario preferente' })
        .first()
        .waitFor({ timeout: 45_000 });
      await tab.getByRole('button', { name: 'Continuar' }).first().waitFor();
      expect(new URL(tab.url()).pathname).toBe('/emit-cart');
      await expect(tab.getByText('Algo salió mal').count()).resolves.toBe(0);
      mkdirSync(artifacts, { recursive: true });
      await tab.screenshot({ path: `${artifacts}/flows-go-to-beneficiary.png` });

      // /flows says where the app opened, and shows the state reached in the diagram on screen.
      await expect(
        section
          .getByRole('status')
          .getByText('La app se abrió en este estado en una pestaña nueva: /emit-cart')
          .count(),
      ).resolves.toBe(1);
      const highlighted = page.locator(
        '[data-machine="companyCart"] svg g.active[id*="companyCart_beneficiary"]',
      );
      await expect.poll(() => highlighted.count(), { timeout: 45_000 }).toBe(1);
      const onScreen = () =>
        highlighted.evaluate((state) => {
          const box = state.getBoundingClientRect();
          const frame = state.closest('[data-machine]')!.getBoundingClientRect();
          const inFrame =
            box.left >= frame.left &&
            box.right <= frame.right &&
            box.top >= frame.top &&
            box.bottom <= frame.bottom;
          return inFrame && box.top >= 0 && box.bottom <= window.innerHeight;
        });
      await expect.poll(onScreen).toBe(true);
      await tab.close();
    },
  );
});
