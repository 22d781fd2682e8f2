import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  brandVariantOf,
  ownPartnerCode,
  retailPartnerCode,
} from '../../../src/domain/site/partners';
import { errorIdOf } from '../../../src/web/a11y/field';
import { en, es, type AreaKey as StringKey } from '../../../src/web/strings/catalogue';
import type { Locale } from '../../../src/web/strings/i18n';
import { expectNoAxeViolations } from './axe';
import type { CartStepWalk } from './cart-walk';
import { launchBrowser } from './chromium';
import { untilAppRuns } from './app-runs';

/** The catalogues the accessibility tests read labels and messages from. */
export const catalogues: Record<Locale, Record<StringKey, string>> = { es, en };

/** The brand × language × viewport matrix of the accessibility statement. */
export const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export const locales: Locale[] = ['es', 'en'];

/**
 * Each pair of viewport, brand and language meets in one walk (all pairs in four walks instead
 * of eight): a fault that needs two of them together shows, at half the matrix's CI time.
 */
export const pairwiseMatrix = [
  { viewport: viewports[0], partnerCode: ownPartnerCode, locale: 'es' },
  { viewport: viewports[0], partnerCode: retailPartnerCode, locale: 'en' },
  { viewport: viewports[1], partnerCode: ownPartnerCode, locale: 'en' },
  { viewport: viewports[1], partnerCode: retailPartnerCode, locale: 'es' },
] as const;

/** The retail brand is reached at run time through this seeded promo, whose data names coppel. */
/** The retail partner's store code: its brand, and the results page (no skipSeeQuote). */
export const retailPromo = 'COPPEL-TIENDA';
/** The URL's flag that makes a matrix page's tab forget its stored flows (openMatrixPage). */
export const freshSession = 'freshSession';

/** A page of this size whose tab forgets its stored flows when the URL says `freshSession`. */
export async function openMatrixPage(
  browser: { newPage(): Promise<Page> },
  viewport: { width: number; height: number },
) {
  const page = await browser.newPage();
  await page.addInitScript((flag) => {
    if (new URLSearchParams(window.location.search).has(flag)) window.sessionStorage.clear();
  }, freshSession);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

/** One matrix page per viewport, by its name. */
export async function openMatrixPages(browser: { newPage(): Promise<Page> }) {
  const pages = new Map<string, Page>();
  for (const viewport of viewports)
    pages.set(viewport.name, await openMatrixPage(browser, viewport));
  return pages;
}

/**
 * The matrix page of this viewport, brought to the front first: Chromium runs a page that
 * another tab hides several times slower (a wizard walk took 14 s behind the phone's page and
 * 3 s in front of it).
 */
export async function frontMatrixPage(pages: Map<string, Page>, viewportName: string) {
  const page = pages.get(viewportName)!;
  await page.bringToFront();
  return page;
}

/** The matrix's pages for a suite, by viewport name: opened before its tests, closed after. */
export function matrixPagesForSuite() {
  const suite = {} as { browser: BrowserContext; pages: Map<string, Page> };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.pages = await openMatrixPages(suite.browser);
  });
  afterAll(() => suite.browser.close());
  return suite;
}

/** Starts a fresh session wearing the brand, in the language. */
export async function startSession(
  page: Page,
  baseUrl: string,
  partnerCode: string,
  locale: Locale,
) {
  const promo = partnerCode === retailPartnerCode ? `&promocode=${retailPromo}` : '';
  await page.goto(`${baseUrl}/?lang=${locale}&${freshSession}${promo}`, {
    waitUntil: 'networkidle',
  });
  await untilAppRuns(page);
  await expectBrand(page, partnerCode);
}

export async function expectBrand(page: Page, partnerCode: string) {
  // The promo's data arrives from the API before the brand can switch.
  await expect
    .poll(() => page.locator('[data-brand]').first().getAttribute('data-brand'))
    .toBe(brandVariantOf(partnerCode));
}

export const activeElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase(),
      id: active?.id,
      role: active?.getAttribute('role'),
      text: active?.textContent?.trim(),
    };
  });

/** Focus is on the step's heading (an h2 reading `title`). */
export async function expectFocusOnHeading(page: Page, title: string) {
  await expect.poll(async () => (await activeElement(page)).text).toBe(title);
  expect((await activeElement(page)).tag).toBe('h2');
}

/**
 * After a failed submit: the error summary has focus and lists `error`, the step has no axe
 * violation with its errors showing, and the summary's first link, followed with the keyboard,
 * puts focus on `fieldId` (or inside it, for a group).
 */
export async function expectErrorSummaryLeadsToField(
  page: Page,
  where: string,
  summary: { title: string; error: string; fieldId: string; axe?: boolean },
) {
  await expect.poll(async () => (await activeElement(page)).role).toBe('alert');
  const focused = await activeElement(page);
  expect(focused.text).toContain(summary.title);
  expect(focused.text).toContain(summary.error);
  if (summary.axe !== false) await expectNoAxeViolations(page, `${where} with errors`);
  await page.keyboard.press('Tab');
  expect(await activeElement(page)).toMatchObject({ tag: 'a', text: summary.error });
  await page.keyboard.press('Enter');
  const landed = await activeElement(page);
  const insideField = await page.evaluate(
    (id) => document.getElementById(id)?.contains(document.activeElement) ?? false,
    summary.fieldId,
  );
  expect(
    landed.id === summary.fieldId || insideField,
    `${where}: focus on ${summary.fieldId}`,
  ).toBe(true);
}

/**
 * After a cart step's failed submit: its first error shows, and the error summary holds focus,
 * lists it and leads to its field (expectErrorSummaryLeadsToField).
 */
export async function expectCartStepErrorSummary(
  page: Page,
  t: (key: StringKey) => string,
  where: string,
  { step, firstError, axe }: Pick<CartStepWalk, 'step' | 'firstError' | 'axe'>,
) {
  const fieldId = `cart-${step}-${firstError}`;
  const error = page.locator(`#${errorIdOf(fieldId)}`);
  await error.waitFor();
  await expectErrorSummaryLeadsToField(page, `${where} ${step}`, {
    title: t('a11y.errorSummaryTitle'),
    error: (await error.textContent())!.trim(),
    fieldId,
    axe,
  });
}
