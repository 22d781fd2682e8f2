import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { artifacts } from './viewports';

/** Debian's Chromium (apt-get install chromium), or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `\n\n  Browser tests need Chromium and found none at ${candidate}.\n` +
        "  Install Debian's: sudo apt-get update && sudo apt-get install -y chromium\n" +
        '  or point CHROMIUM_PATH at a Chromium binary.\n',
    );
  }
  return candidate;
}

/** The flags that keep Chromium off the network it does not have. */
const offlineArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let workerBrowser: Promise<Browser> | undefined;

/**
 * A fresh browser context (its own cookies and storage) of the one Chromium this test worker
 * runs: the browser tests' files share a worker's modules (vite.config.ts), so Chromium starts
 * once per worker, not once per file. It ends with the worker.
 */
export async function launchBrowser(): Promise<BrowserContext> {
  workerBrowser ??= chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: offlineArgs,
  });
  return (await workerBrowser).newContext();
}

/**
 * A Chromium of its own, on a fresh headless profile, for a bench that runs outside the test
 * workers and closes it when done. `extraArgs` adds flags (the Lighthouse bench opens a
 * debugging port).
 */
export async function launchOwnBrowser(extraArgs: string[] = []): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'cotizauto-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...offlineArgs, ...extraArgs],
  });
}

/**
 * One Chromium page for a suite: opened before its tests (at `viewport` when given, with the
 * screenshots' folder ready), closed after them.
 */
export function chromiumPageForSuite(viewport?: { width: number; height: number }) {
  const suite = {} as { browser: BrowserContext; page: Page };
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    suite.browser = await launchBrowser();
    suite.page = await suite.browser.newPage();
    if (viewport) await suite.page.setViewportSize(viewport);
  });
  afterAll(() => suite.browser.close());
  return suite;
}

/** One browser context for a suite whose tests open their own pages (pageForTest). */
export function chromiumForSuite() {
  const suite = {} as { browser: BrowserContext };
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    suite.browser = await launchBrowser();
  });
  afterAll(() => suite.browser.close());
  return suite;
}

/** A page of this size for the running test, closed when it ends, passed or failed. */
export async function pageForTest(
  browser: BrowserContext,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  await page.setViewportSize(viewport);
  return page;
}
