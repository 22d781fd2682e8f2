import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { brandVariantOf, ownPartnerCode, retailPartnerCode } from '../../src/domain/site/partners';
import { brands } from '../../src/web/brands/themes';
import { pdfText } from '../support/pdf-text';
import { e2eBrokerName } from '../support/test-app';
import { launchBrowser } from './support/chromium';
import { expectBrand, openMatrixPage, startSession } from './support/a11y-session';
import { seeResults } from './support/results-page';
import { policyNumberOnThankYou } from './support/thank-you';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { quoteVersaFromHome } from './support/walk-wizard';
import { artifacts, resultsViewports } from './support/viewports';

/**
 * Each brand walked from the home page to a bought policy: the site calls itself by the brand
 * shown, and the broker that operates it by its configured name (docs/behaviour/screens.md#two-brands-one-product).
 */
const baseUrl = inject('baseUrl');
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openMatrixPage(browser, resultsViewports.desktop);
  mkdirSync(artifacts, { recursive: true });
});
afterAll(() => browser.close());

const bodyText = () => page.locator('body').innerText();

/** The API calls' partner codes (X-Partner-Code), from the moment the test starts listening. */
function partnerCodesOfCalls(): string[] {
  const codes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/quotation/'))
      codes.push(request.headers()['x-partner-code'] ?? 'none');
  });
  return codes;
}

/** The policy PDF the thank-you page saves: its text and the brand it names as author. */
async function downloadedPolicy() {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar póliza' }).click();
  const bytes = await readFile((await (await download).path())!);
  return { text: await pdfText(bytes), author: (await PDFDocument.load(bytes)).getAuthor() };
}

/** A review's initials are readable: the avatar is filled with a colour, not white on white. */
async function expectReviewAvatarsFilled() {
  const avatar = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
  const colours = await avatar
    .locator('.mantine-Avatar-placeholder')
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
  expect(colours.background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/);
  expect(colours.text).toBe('rgb(255, 255, 255)');
}

/** A link drawn as a button holds its label in its middle, not at its top. */
async function expectLabelCentred(link: Locator) {
  const [outer, label] = await Promise.all([
    link.boundingBox(),
    link.locator('.mantine-Button-label').boundingBox(),
  ]);
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
  expect(Math.abs(middle(outer) - middle(label))).toBeLessThanOrEqual(1);
}

async function picture(partnerCode: string, name: string) {
  await page.screenshot({ path: `${artifacts}/brand-${partnerCode}-${name}.png`, fullPage: true });
}

describe.each([ownPartnerCode, retailPartnerCode])('the %s brand in Chromium', (partnerCode) => {
  const brandName = brands[brandVariantOf(partnerCode)].name;
  const otherName = brands[brandVariantOf(partnerCode) === 'own' ? 'retail' : 'own'].name;

  it(
    'names itself by the brand on the home page, footer and terms, the broker by its configured name, up to a bought policy',
    { timeout: 300_000 },
    async () => {
      await startSession(page, baseUrl, partnerCode, 'es');
      await page.getByRole('heading', { level: 2, name: `¿Por qué ${brandName}?` }).waitFor();
      const footer = page.locator('footer');
      expect(await footer.innerText()).toContain(`© 2026 ${brandName}`);
      expect(await footer.innerText()).toContain(
        `${e2eBrokerName} es un agente de seguros regulado`,
      );
      expect(await bodyText()).not.toContain(otherName);
      await expectReviewAvatarsFilled();
      await expectLabelCentred(page.getByRole('link', { name: 'Cotizar ahora' }));
      await picture(partnerCode, 'home');
      await page.setViewportSize(resultsViewports.phone);
      await picture(partnerCode, 'home-phone');
      await page.setViewportSize(resultsViewports.desktop);

      await page.goto(`${baseUrl}/terms-and-conditions`, { waitUntil: 'networkidle' });
      await expectBrand(page, partnerCode);
      await page.getByText(`Estos términos regulan el uso de ${brandName} para cotizar`).waitFor();
      await page.getByRole('heading', { name: `${e2eBrokerName} solo intermedia` }).waitFor();
      expect(await bodyText()).not.toContain(otherName);
      expect(await page.title()).toBe(`Términos y condiciones · ${brandName}`);
      await picture(partnerCode, 'terms');

      // The stored session keeps the partner's promo, and its calls the partner's code, on the
      // way to the results.
      const partnerCodes = partnerCodesOfCalls();
      await quoteVersaFromHome(page, `${baseUrl}/`);
      await seeResults(page);
      expect(new Set(partnerCodes)).toEqual(new Set([partnerCode]));
      await expectBrand(page, partnerCode);
      expect(await bodyText()).not.toContain(otherName);
      await picture(partnerCode, 'results');

      await selectHdi(page);
      await buyHdiAsAna(page, `ana.${partnerCode}.${Date.now()}@correo.mx`, async () => {
        await expectBrand(page, partnerCode);
      });
      await policyNumberOnThankYou(page, '¡Tu póliza está lista!');
      await expectBrand(page, partnerCode);
      expect(await page.title()).toContain(brandName);
      await picture(partnerCode, 'thank-you');
      // The carátula names the configured broker; the document's author is the brand bought under.
      const policy = await downloadedPolicy();
      expect(policy.text).toContain(`${e2eBrokerName}, agente de seguros`);
      expect(policy.author).toBe(brandName);
    },
  );
});
