import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { axeViolations } from './support/axe';
import { machineRegistry } from '../../machines/registry';

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');
const artifacts = 'test/e2e/artifacts';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('/flows in Chromium', () => {
  it(
    'draws every registered machine as an SVG diagram, with no axe violations',
    { timeout: 120_000 },
    async () => {
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      for (const entry of machineRegistry) {
        const diagram = page.locator(`[data-machine="${entry.name}"] svg`);
        await diagram.waitFor({ state: 'visible', timeout: 45_000 });
        await expect(diagram.locator('g.node, g[id*="state"]').count()).resolves.toBeGreaterThan(0);
      }
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows.png`, fullPage: true });
      await expect(
        axeViolations(page, 'flows', { exclude: '[data-machine] svg' }),
      ).resolves.toEqual([]);
    },
  );

  it('highlights the live state and moves it when QA sends an event from the inspector', async () => {
    const state = page.getByTestId('state-quoteWizard');
    await expect(state.textContent()).resolves.toContain('"idle"');
    const inspector = page.getByRole('region', { name: 'Inspector: quoteWizard' });
    await inspector.getByLabel('Datos del evento (JSON)').fill('{"text":"V"}');
    const search = page.getByRole('button', { name: 'Enviar wizard.search' });
    await search.focus();
    await page.keyboard.press('Enter');
    const diagram = page.locator('[data-machine="quoteWizard"] svg');
    await expect(diagram.locator('.active').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Enviar wizard.next' }).click();
    await expect(page.getByText('wizard.next', { exact: true }).count()).resolves.toBeGreaterThan(
      0,
    );
  });

  it('checks a payload against its event before sending it, and the app keeps running', async () => {
    const inspector = page.getByRole('region', { name: 'Inspector: quoteWizard' });
    const payload = inspector.getByLabel('Datos del evento (JSON)');
    await inspector.getByRole('button', { name: 'Plantilla wizard.setEditingLock' }).click();
    await expect(payload.inputValue()).resolves.toContain('"locked": true');
    const before = await page.getByTestId('state-quoteWizard').textContent();
    await payload.fill('{"locked":"sí"}');
    await inspector.getByRole('button', { name: 'Enviar wizard.setEditingLock' }).click();
    await expect(
      inspector.getByText('locked: se esperaba verdadero o falso.').isVisible(),
    ).resolves.toBe(true);
    await expect(payload.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('state-quoteWizard').textContent()).resolves.toBe(before);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
  });

  it.each([
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ])(
    'on $name, draws guards as words at a readable size and zooms a diagram',
    { timeout: 120_000 },
    async ({ width, height }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      const frame = page.locator('[data-machine="individualCart"]');
      await frame.locator('svg').waitFor({ state: 'visible', timeout: 45_000 });
      const combined = frame
        .getByText('always [insurer is not hdi and buyer is going back]', { exact: true })
        .first();
      await combined.scrollIntoViewIfNeeded();
      const label = await combined.boundingBox();
      expect(label!.height).toBeGreaterThanOrEqual(12);
      await expect(frame.getByText(/\[t\]/).count()).resolves.toBe(0);

      const drawnWidth = async () => (await frame.locator('svg').boundingBox())!.width;
      const natural = await drawnWidth();
      const zoom = page.getByRole('group', { name: 'Zoom del diagrama: individualCart' });
      await zoom.getByRole('button', { name: 'Acercar' }).click();
      await expect.poll(drawnWidth).toBeGreaterThan(natural * 1.2);
      await zoom.getByRole('button', { name: 'Alejar' }).click();
      await zoom.getByRole('button', { name: 'Alejar' }).click();
      await expect.poll(drawnWidth).toBeLessThan(natural);
      await expect(
        page.getByRole('heading', { name: 'Cómo leer los diagramas' }).isVisible(),
      ).resolves.toBe(true);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows-${width}.png` });
    },
  );

  it.each([
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ])(
    "on $name, drives the individual cart to a path's state, highlighted live, and copies the path as a test",
    { timeout: 120_000 },
    async ({ width, height }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/flows`, { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: 'Caminos para QA: individualCart' });
      await section.getByRole('button', { name: 'Mostrar los caminos de individualCart' }).click();
      const reached = 'emission.retryAvailable';
      const path = section.getByRole('listitem').filter({ hasText: reached });
      // Its event sequence is listed: the steps, the emission's answer, the wait before retrying.
      await expect(
        path
          .getByText(
            /cart\.submitStep → .*xstate\.done\.actor\.emitPolicy → xstate\.after\.emissionErrorWait/,
          )
          .count(),
      ).resolves.toBe(1);

      await path.getByRole('button', { name: `Ir a este estado: ${reached}` }).click();
      // The cart is inspectable: its inspector shows the state reached…
      // The page still draws its diagrams (the main thread is busy): the path plays at its pace.
      await expect
        .poll(() => page.getByTestId('state-individualCart').textContent(), { timeout: 45_000 })
        .toContain('"retryAvailable"');
      await expect(
        section
          .getByRole('status')
          .getByText(`Recorrido de QA con simulaciones, en ${reached}`)
          .count(),
      ).resolves.toBe(1);
      // …and its diagram highlights it.
      const highlighted = page.locator(
        '[data-machine="individualCart"] svg g.active[id*="individualCart_emission_retryAvailable"]',
      );
      await expect.poll(() => highlighted.count()).toBe(1);
      const inspector = page.getByRole('region', { name: 'Inspector: individualCart' });
      await expect(
        inspector.getByRole('button', { name: 'Enviar cart.retryEmission' }).count(),
      ).resolves.toBe(1);

      await path.getByRole('button', { name: `Copiar como prueba: ${reached}` }).click();
      const test = section.getByLabel(`Prueba de Vitest para ${reached}`);
      const text = await test.inputValue();
      expect(text).toContain(
        "import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';",
      );
      expect(text).toContain('await run.play({"type":"cart.submitStep"');
      expect(text).toContain(
        'expect(run.actor.getSnapshot().value).toEqual({"emission":"retryAvailable"});',
      );

      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}/flows-qa-path-${width}.png` });
      await expect(
        axeViolations(page, `flows qa path ${width}`, { exclude: '[data-machine] svg' }),
      ).resolves.toEqual([]);
    },
  );

  it('describes the states and conditions in the language the visitor chose', async () => {
    await page.goto(`${baseUrl}/flows?lang=en`, { waitUntil: 'networkidle' });
    const glossary = page.getByRole('region', {
      name: 'What each state and condition means: individualCart',
    });
    // Waited for, then counted: the glossary is drawn after the page's scripts run.
    for (const text of [
      'The buyer may retry the emission.',
      'The insurer is not HDI (only HDI asks for the RFC).',
    ]) {
      await glossary.getByText(text).first().waitFor();
      await expect(glossary.getByText(text).count()).resolves.toBe(1);
    }
    await page.goto(`${baseUrl}/flows?lang=es`, { waitUntil: 'networkidle' });
    await page.getByText('El comprador puede reintentar la emisión.').first().waitFor();
  });
});
