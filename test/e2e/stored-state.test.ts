import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { searchVehicle } from './support/vehicle-search';
import { tampered } from '../machines/support/tamper';

let browser: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');
const key = 'cotizauto.app';
const afresh = 'No pudimos retomar donde te quedaste; empezamos de nuevo.';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Stored = { fingerprint: string; snapshot: Record<string, unknown> };

/** The tab's stored app, once the app has written it. */
async function storedApp(): Promise<Stored> {
  await expect
    .poll(() => page.evaluate((name) => sessionStorage.getItem(name), key), { timeout: 20_000 })
    .not.toBeNull();
  return JSON.parse((await page.evaluate((name) => sessionStorage.getItem(name), key))!) as Stored;
}

const withSession = (stored: Stored, snapshot: unknown) => {
  const children = stored.snapshot.children as Record<string, { snapshot: unknown }>;
  return { ...children, session: { ...children.session, snapshot } };
};

describe('a tampered stored app in Chromium', () => {
  it.each([
    ['status error', (stored: Stored) => ({ ...stored.snapshot, status: 'error' })],
    ['a state the app lacks', (stored: Stored) => ({ ...stored.snapshot, value: { page: 'x' } })],
    [
      'the session without its context',
      (stored: Stored) => ({
        ...stored.snapshot,
        children: withSession(stored, {
          status: 'active',
          value: 'ready',
          context: null,
          children: {},
        }),
      }),
    ],
  ])(
    'with %s, the reloaded home page starts afresh, says so, and forgets it',
    { timeout: 60_000 },
    async (_, tamper) => {
      page = await browser.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      const stored = await storedApp();
      const tampered = JSON.stringify({ ...stored, snapshot: tamper(stored) });
      // Written as the next page starts: the leaving page writes its own state on pagehide.
      await page.addInitScript(
        ([name, value]) => {
          if (sessionStorage.getItem('tampered')) return;
          sessionStorage.setItem(name!, value!);
          sessionStorage.setItem('tampered', 'yes');
        },
        [key, tampered],
      );

      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText(afresh).waitFor({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
        'Compara y contrata',
      );
      await expect(page.getByText('Algo salió mal').count()).resolves.toBe(0);
      // What the fresh app writes is its own, not the tampered state.
      await expect(storedApp()).resolves.not.toEqual(JSON.parse(tampered));

      // The home page keeps working: the wizard's search suggests the vehicle typed.
      await (await searchVehicle(page)).waitFor({ timeout: 20_000 });
      await expect(page.getByText('Algo salió mal').count()).resolves.toBe(0);
      // The notice stays with the session until closed; the next page is the fresh app's own.
      await page
        .getByRole('alert')
        .filter({ hasText: afresh })
        .getByRole('button', { name: 'Cerrar' })
        .click();
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: /Compara y contrata/ }).waitFor();
      await expect(page.getByText(afresh).count()).resolves.toBe(0);
      await expect(page.getByText('Algo salió mal').count()).resolves.toBe(0);
      await page.close();
    },
  );

  it(
    'restores tampered snapshot after tampered snapshot, never showing "Algo salió mal"; the home page works after',
    { timeout: 120_000 },
    async () => {
      page = await browser.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      const stored = await storedApp();
      // Each load takes the snapshot queued for it: the leaving page writes its own on pagehide.
      await page.addInitScript((name) => {
        const queued = sessionStorage.getItem('tampered-next');
        if (queued === null) return;
        sessionStorage.setItem(name, queued);
        sessionStorage.removeItem('tampered-next');
      }, key);
      // The browser's share of the 100 that test/machines/app/app.tampered-state.test.ts
      // restores, and last one the app cannot run, which it must refuse and say so.
      const unrunnable = { ...stored, snapshot: { ...stored.snapshot, status: 'error' } };
      const snapshots = [...fc.sample(tampered(stored, 'snapshot'), 12), unrunnable];
      for (const snapshot of snapshots) {
        const value = JSON.stringify(snapshot);
        await page.evaluate((queued) => sessionStorage.setItem('tampered-next', queued), value);
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: /Compara y contrata/ }).waitFor();
        await expect(page.getByText('Algo salió mal').count(), value).resolves.toBe(0);
      }
      // The last one was read and refused, saying so, and the fresh app's home page works.
      await page.getByText(afresh).waitFor({ timeout: 20_000 });
      await (await searchVehicle(page)).waitFor({ timeout: 20_000 });
      await expect(page.getByText('Algo salió mal').count()).resolves.toBe(0);
      await page.close();
    },
  );
});
