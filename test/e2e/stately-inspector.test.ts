import { describe, expect, inject, it } from 'vitest';
import { chromiumPageForSuite } from './support/chromium';

const suite = chromiumPageForSuite();
const baseUrl = inject('baseUrl');

describe('?inspect in Chromium (the Stately inspector, unreachable offline)', () => {
  it(
    'loads /flows and a restored results page with no page error, whether its window answers or not',
    { timeout: 120_000 },
    async () => {
      const { page } = suite;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${baseUrl}/flows?inspect`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByTestId('state-app').textContent(), { timeout: 45_000 })
        .toContain('"quote"');
      // The inspector's window answers (stately.ai reachable): every event so far is sent to it.
      await page.evaluate(() => window.postMessage({ type: '@statelyai.connected' }, '*'));
      const inspector = page.getByRole('region', { name: 'Inspector: quoteWizard' });
      await inspector.getByLabel('Datos del evento (JSON)').fill('{"text":"Versa"}');
      await inspector.getByRole('button', { name: 'Enviar wizard.search' }).click();
      await expect
        .poll(() => page.getByTestId('state-quoteWizard').textContent())
        .not.toContain('"idle"');

      // A tab whose stored app runs the quotation and a cart: restored with the inspector on.
      const section = page.getByRole('region', { name: 'Caminos para QA: quotation' });
      await section.getByRole('button', { name: 'Mostrar los caminos de quotation' }).click();
      const goTo = section.getByRole('button', { name: /^Ir a este estado/ }).last();
      const [tab] = await Promise.all([suite.browser.waitForEvent('page'), goTo.click()]);
      tab.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
      await tab.waitForURL(`${baseUrl}/new-see-quote`, { timeout: 45_000 });
      await tab.goto(`${baseUrl}/new-see-quote?inspect`, { waitUntil: 'networkidle' });
      await tab.goto(`${baseUrl}/?inspect`, { waitUntil: 'networkidle' });
      console.log(errors);
      expect(errors).toEqual([]);
    },
  );
});
