import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gatewayAuthorizations } from '../../src/server/db/schema/index';
import { cartMessages } from '../../machines/cart-shared/cart-messages';
import { timing } from '../../src/domain/common/timing';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { policyNumberOnThankYou } from './support/thank-you';
import { buyHdiAsAna, selectHdi } from './support/walk-cart';
import { openSavedQuote } from './support/saved-quote';

/**
 * hdi's issuing service fails each quotation's first emission (the sandbox's
 * `emission-error-once` fault): the card buyer waits for 'Intentar de nuevo', clicks it, and the
 * policy is issued without the card being typed again, charged once.
 */
let server: OwnServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startOwnServer({ INSURER_FAULTS: 'hdi=emission-error-once' });
  browser = await launchBrowser();
  // The page's timers run on a clock the test can move: the 20 s wait is the spec's, not ours.
  await browser.clock.install();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

describe('Intentar de nuevo after a failed emission, paying by card', () => {
  it(
    'issues the policy without typing the card again, and charges it once',
    { timeout: 300_000 },
    async () => {
      await openSavedQuote(page, server.baseUrl);
      await selectHdi(page);
      await buyHdiAsAna(page, `reintento.${Date.now()}@correo.mx`, async () => {});

      await page.getByText(cartMessages.emissionError).waitFor({ timeout: 60_000 });
      // Offered once the emission error's waiting period (20 s) is over.
      await page.clock.fastForward(timing.emissionErrorWaitMs);
      await page.getByRole('button', { name: 'Intentar de nuevo' }).click();

      await policyNumberOnThankYou(page, '¡Tu póliza está lista!');
      const holds = await server.app.db
        .select({ status: gatewayAuthorizations.status })
        .from(gatewayAuthorizations);
      expect(holds.map((hold) => hold.status).sort()).toEqual(['captured', 'voided']);
    },
  );
});
