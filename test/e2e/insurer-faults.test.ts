import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { insurers, type InsurerCode } from '../../src/domain/insurers/insurers';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { startOwnServer, type OwnServer } from './support/own-server';
import { artifacts } from './support/viewports';
import { quoteVersaFromHome } from './support/walk-wizard';

/**
 * Four insurers misbehave, each its own way (the sandbox's documented faults): gds never answers
 * (the server gives up after INSURER_TIMEOUT_MS, CON-002), aba fails, ana answers prices that
 * are not numbers, sura answers late but in time.
 */
const faults = { gds: 'timeout', aba: 'error', ana: 'garbage', sura: 'slow' } as const;
const failing: InsurerCode[] = ['gds', 'aba', 'ana'];
const timeoutMs = 6_000;

let browser: BrowserContext;
let healthy: OwnServer;
let faulty: OwnServer;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  healthy = await startOwnServer({});
  faulty = await startOwnServer({
    INSURER_FAULTS: Object.entries(faults)
      .map(([code, fault]) => `${code}=${fault}`)
      .join(','),
    INSURER_TIMEOUT_MS: String(timeoutMs),
    INSURER_SLOW_MS: '1500',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await healthy?.app.close();
  await faulty?.app.close();
});

/** The insurers of the cards on screen, by their names. */
const insurersOnCards = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.ariaLabel ?? ''));

/**
 * Quotes a Versa 2020 from the home page; resolves, once the cards show, to whether the round's
 * streamed answer had already ended then, and how to wait for it to end.
 */
async function quoteVersa(page: Page, server: OwnServer) {
  const roundEnds = server.nextAnswerSent('/quotation/quote-round');
  let ended = false;
  void roundEnds.then(() => (ended = true));
  await quoteVersaFromHome(page, server.baseUrl);
  await page.waitForURL(/\/new-see-quote/, { timeout: 30_000 });
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  return { endedBeforeCards: ended, roundEnds };
}

describe('insurers that time out, fail, answer late or answer garbage', () => {
  it(
    'leave the cards of every insurer that answered, shown while the others are awaited',
    { timeout: 240_000 },
    async () => {
      const reference = await browser.newPage();
      await (
        await quoteVersa(reference, healthy)
      ).roundEnds;
      const everyAnswer = new Set(await insurersOnCards(reference));
      await reference.close();
      const missing = failing.map((code) => insurers[code].displayName);
      expect([...everyAnswer]).toEqual(expect.arrayContaining(missing));

      const page = await browser.newPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      const faultyRound = await quoteVersa(page, faulty);
      // The first cards are on screen while gds is still awaited: never a blank page.
      expect(faultyRound.endedBeforeCards).toBe(false);
      await page.screenshot({ path: `${artifacts}/faults-while-waiting.png` });

      await faultyRound.roundEnds;
      await page.waitForLoadState('networkidle');
      const shown = new Set(await insurersOnCards(page));
      expect(shown).toEqual(new Set([...everyAnswer].filter((name) => !missing.includes(name))));
      expect(shown).toContain(insurers.sura.displayName);
      await expectNoAxeViolations(page, 'results with faulty insurers');
      await page.screenshot({ path: `${artifacts}/faults-settled.png`, fullPage: true });
      await page.close();
    },
  );
});
