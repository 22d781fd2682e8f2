import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The part of axe-core's `axe.run` read here (its own types are too deep to serialise). */
type AxeRun = (
  context: unknown,
  options: unknown,
) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core that @axe-core/playwright ships, read once per test file. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * Waits for running animations and transitions (a modal fading in) to end: mid-fade text is
 * half transparent, and axe would measure its contrast against what shows through. A fade
 * starts two frames and a React render after its element mounts, which a busy page runs late
 * (CI runs measured a phone modal's title, fields and button still transparent), so an element
 * Mantine's Transition has drawn but not yet faded in (its inline transition, an opacity under 1)
 * counts as running too, and the page counts as settled only when two rounds in a row (a timer's
 * turn and two frames each) find nothing running (a bounded number of rounds: a paused animation
 * never ends). A loader's spinner turns for ever: it is not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const timerTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
    let quietRounds = 0;
    for (let round = 0; round < 20 && quietRounds < 2; round += 1) {
      await timerTurn();
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const waitingToFadeIn = [...document.querySelectorAll<HTMLElement>('[style]')].some(
        (element) =>
          element.style.transitionDuration !== '' &&
          element.getClientRects().length > 0 &&
          Number(getComputedStyle(element).opacity) < 1,
      );
      quietRounds = running.length === 0 && !waitingToFadeIn ? quietRounds + 1 : 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => null)));
    }
  });
}

/**
 * Puts axe-core into every frame of the page that lacks it. A document keeps it across the
 * steps of a single-page flow, so a wizard's checks after the first cost only the analysis.
 * (Evaluated as a string, as @axe-core/playwright does, so the page's CSP does not apply.)
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axeSource);
  }
}

/**
 * The WCAG 2.2 A/AA violations of the page as it is now, as `step rule: targets` lines.
 * axe.run in the page itself, as AxeBuilder's legacy mode does (same-origin frames included):
 * AxeBuilder's default mode opens and closes a blank page and injects axe twice for every
 * check, which made it the largest cost of the accessibility matrices.
 */
export async function axeViolations(
  page: Page,
  step: string,
  options: { exclude?: string } = {},
): Promise<string[]> {
  await settleAnimations(page);
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const { axe } = window as unknown as { axe: { run: AxeRun } };
      const results = await axe.run(exclude ? { exclude: [exclude] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only the violations are read: axe need not gather the nodes that pass.
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, nodes }) => ({
        id,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    },
    { exclude: options.exclude, tags: wcagTags },
  );
  return violations.map(({ id, targets }) => `${step} ${id}: ${targets.join(' ')}`);
}

/** The page as it is now has no WCAG 2.2 A/AA violation; `step` names it in the failure. */
export async function expectNoAxeViolations(page: Page, step: string) {
  expect(await axeViolations(page, step)).toEqual([]);
}
