import { describe, expect, inject, it } from 'vitest';
import { chromiumPageForSuite } from './support/chromium';

const suite = chromiumPageForSuite();
const baseUrl = inject('baseUrl');

/** Sums every layout shift the page reports, from its very start (no input to excuse one). */
function recordLayoutShifts() {
  const page = window as unknown as { layoutShift: number };
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number }[]) {
      page.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * A first visit to a purchase page without a cart goes home before anything is painted: the
 * app decides on its first state, before the routes draw the purchase page
 * (docs/behaviour/screens.md#redirects).
 */
describe('a purchase page opened without a cart, in Chromium', () => {
  it.each(['/emit-cart', '/cart/client-name'])(
    '%s goes home with no layout shift',
    { timeout: 90_000 },
    async (path) => {
      const page = await suite.browser.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('combobox', { name: 'Marca y modelo de tu auto' }).waitFor();
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift).toBe(0);
      await page.close();
    },
  );
});
