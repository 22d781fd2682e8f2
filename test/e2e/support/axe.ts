import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for running animations (a modal fading in) to end: mid-fade text is half transparent,
 * and axe would measure its contrast against what shows through. A loader's spinner turns for
 * ever: it is not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/** The WCAG 2.2 A/AA violations of the page as it is now, as `step rule: targets` lines. */
export async function axeViolations(
  page: Page,
  step: string,
  options: { exclude?: string } = {},
): Promise<string[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const result = await builder.analyze();
  return result.violations.map(
    (violation) => `${step} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

/** The page as it is now has no WCAG 2.2 A/AA violation; `step` names it in the failure. */
export async function expectNoAxeViolations(page: Page, step: string) {
  expect(await axeViolations(page, step)).toEqual([]);
}
