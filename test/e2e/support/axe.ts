import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page as it is now has no WCAG 2.1 A/AA violation; `step` names it in the failure. */
export async function expectNoAxeViolations(page: Page, step: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const violations = axe.violations.map(
    (violation) => `${step} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
  expect(violations).toEqual([]);
}
