import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { insurerCodes, insurers } from '../../src/domain/insurers/insurers';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { quoteVersaFromHome } from './support/walk-wizard';

/**
 * A reload of the results page at any moment of the quote round ends with every insurer's
 * card: the machines ask for the round again (docs/architecture/persistence.md#writing). The
 * insurers answer after 1 s, Quálitas after 6 s, so a reload lands before any card or with
 * some drawn.
 */
let browser: BrowserContext;
let server: OwnServer;

const slowest = insurers.qualitas.displayName;
const everyInsurer = insurerCodes.map((code) => insurers[code].displayName).sort();

beforeAll(async () => {
  const latency = insurerCodes.map((code) => `${code}=${code === 'qualitas' ? 6_000 : 1_000}`);
  server = await startOwnServer({ INSURER_LATENCY_MS: latency.join() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

/** The insurers whose cards are on the page. */
async function insurersShown(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return [...new Set(names)].sort();
}

/** Every insurer has answered: the progress line says so, and each has its card. */
async function expectEveryInsurersCard(page: Page) {
  const total = everyInsurer.length;
  await page
    .getByText(`${total} de ${total} aseguradoras respondieron`)
    .waitFor({ timeout: 60_000 });
  await expect.poll(() => insurersShown(page), { timeout: 30_000 }).toEqual(everyInsurer);
}

async function quotedPage() {
  const page = await browser.newPage();
  await quoteVersaFromHome(page, server.baseUrl);
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
  return page;
}

describe('a reload of the results page, in Chromium', () => {
  it('right after ‘Ver mi cotización’ asks again', { timeout: 120_000 }, async () => {
    const page = await quotedPage();
    await expect(page.getByRole('article').count()).resolves.toBe(0);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/new-see-quote');
    await expectEveryInsurersCard(page);
    await page.close();
  });

  it('with some cards drawn keeps them and draws the rest', { timeout: 120_000 }, async () => {
    const page = await quotedPage();
    await page.getByRole('article', { name: insurers.hdi.displayName }).first().waitFor();
    await expect(page.getByRole('article', { name: slowest }).count()).resolves.toBe(0);
    await page.reload();
    await expectEveryInsurersCard(page);
    await page.close();
  });

  it('after the round shows every card again', { timeout: 120_000 }, async () => {
    const page = await quotedPage();
    await expectEveryInsurersCard(page);
    await page.reload();
    await expectEveryInsurersCard(page);
    await page.close();
  });
});
