import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';

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

async function expectNoAxeViolations(step: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const violations = axe.violations.map(
    (violation) => `${step} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
  expect(violations).toEqual([]);
}

describe('the quote wizard in Chromium', () => {
  it('starts in the home hero, typeable, with no axe violations', { timeout: 60_000 }, async () => {
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const search = page.getByRole('combobox', { name: 'Marca y modelo de tu auto' });
    await search.pressSequentially('versa');
    await expect(search.inputValue()).resolves.toBe('versa');
    await expect(page.getByText('Paso 1 de 5').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${artifacts}/wizard-home.png` });
    await expectNoAxeViolations('vehicle');
  });
});
