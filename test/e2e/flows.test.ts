import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
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
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .exclude('[data-machine] svg')
        .analyze();
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
        ),
      ).toEqual([]);
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
});
