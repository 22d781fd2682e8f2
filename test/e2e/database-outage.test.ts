import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gatewayAuthorizations } from '../../src/server/db/schema/payments';
import { openOutageDatabase, type OutageDatabase } from '../support/outage-database';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { artifacts } from './support/viewports';
import { buyHdiAsAna, fillSandboxCard, selectHdi } from './support/walk-cart';
import { quoteVersaFromHome } from './support/walk-wizard';

let browser: BrowserContext;
let page: Page;
let database: OutageDatabase;
let server: OwnServer;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  database = await openOutageDatabase();
  server = await startOwnServer({}, { database: database.handle });
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
});
afterAll(async () => {
  database?.comeBack();
  await browser?.close();
  await server?.app.close();
});

const paymentStep = () => page.getByRole('heading', { name: 'Datos de tu tarjeta' });

describe('the database gone for a moment while the buyer pays', () => {
  it(
    'says so, keeps the cart through a reload, and the purchase goes through once it is back',
    { timeout: 300_000 },
    async () => {
      await quoteVersaFromHome(page, server.baseUrl);
      await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
      await selectHdi(page);
      // Everything up to the card is filled in; the database goes away as 'Pagar' is pressed.
      await buyHdiAsAna(page, `ana.${Date.now()}@correo.mx`, async (step) => {
        if (step === 'payment') database.goAway();
      });

      await page.getByText('La base de datos no responde.').waitFor({ timeout: 30_000 });
      await expect(paymentStep().isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page, 'payment while the database is away');
      await page.screenshot({ path: `${artifacts}/database-away.png` });

      await page.reload({ waitUntil: 'load' });
      await paymentStep().waitFor({ timeout: 30_000 });

      database.comeBack();
      await fillSandboxCard(page);
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
      await page.getByRole('heading', { name: '¡Tu póliza está lista!' }).waitFor();
      const charges = await database.handle.db
        .select({ status: gatewayAuthorizations.status })
        .from(gatewayAuthorizations);
      expect(charges).toEqual([{ status: 'captured' }]);
    },
  );
});
