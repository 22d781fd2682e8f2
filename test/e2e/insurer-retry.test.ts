import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { insurerCodes, type InsurerCode } from '../../src/domain/insurers/insurers';
import { createSandboxAdapter } from '../../src/server/insurers/sandbox-adapter';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { quoteVersaFromHome } from './support/walk-wizard';

/**
 * Insurers that do not answer are named on the results page and can be asked again; once their
 * service is back (the test swaps their faulty sandbox for a healthy one), their cards arrive.
 */
let browser: BrowserContext;
const servers: OwnServer[] = [];

async function serverWithFaults(faulty: readonly InsurerCode[]) {
  const server = await startOwnServer({
    INSURER_FAULTS: faulty.map((code) => `${code}=${code === 'gds' ? 'timeout' : 'error'}`).join(),
    INSURER_TIMEOUT_MS: '3000',
  });
  servers.push(server);
  const recover = () =>
    Object.assign(
      server.app.insurerGateway.adapters,
      Object.fromEntries(
        faulty.map((code) => [code, createSandboxAdapter(code, { latencyMs: 0, slowMs: 0 })]),
      ),
    );
  return { server, recover };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.app.close()));
});

async function quoteVersa(server: OwnServer): Promise<Page> {
  const page = await browser.newPage();
  await quoteVersaFromHome(page, server.baseUrl);
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
  return page;
}

/** The progress line above the cards (the live region says the same, unseen). */
const progressLine = (page: Page, text: string) =>
  page.getByRole('paragraph').filter({ hasText: text });

describe('insurers that do not answer, in Chromium', () => {
  it('names the three that did not answer and brings them in when asked again', async () => {
    const { server, recover } = await serverWithFaults(['gds', 'ana', 'aba']);
    const page = await quoteVersa(server);
    await progressLine(
      page,
      '5 de 8 aseguradoras respondieron. General de Seguros, ANA Seguros y ABA Seguros no respondieron a tiempo.',
    ).waitFor({ timeout: 30_000 });
    await expect(page.getByText('Todas las aseguradoras respondieron').count()).resolves.toBe(0);

    recover();
    await page.getByRole('button', { name: 'Volver a consultar' }).click();
    await progressLine(page, '8 de 8 aseguradoras respondieron').waitFor({ timeout: 30_000 });
    for (const name of ['General de Seguros', 'ANA Seguros', 'ABA Seguros', 'Mapfre'])
      await page.getByRole('article', { name }).first().waitFor();
    await page.close();
  }, 180_000);

  it('when none answers, apologises and offers to try again or save, promising no call', async () => {
    const { server, recover } = await serverWithFaults(insurerCodes);
    const page = await quoteVersa(server);
    await page
      .getByText('Lo sentimos, ha ocurrido un Error de cotización.', { exact: true })
      .waitFor({ timeout: 30_000 });
    await expect(page.getByText(/ejecutivo/).count()).resolves.toBe(0);
    await expect(
      page.getByRole('button', { name: 'Guardar cotización' }).last().isEnabled(),
    ).resolves.toBe(true);

    recover();
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.getByRole('article', { name: 'HDI Seguros' }).first().waitFor({ timeout: 30_000 });
    await page.close();
  }, 180_000);
});
