import type { Page } from 'playwright-core';
import { insurers, type InsurerCode } from '../../src/domain/insurers/insurers';
import { launchOwnBrowser } from '../e2e/support/chromium';
import { quoteVersaFromHome } from '../e2e/support/walk-wizard';
import type { BenchSeries } from './run';
import { startBenchApp } from './bench-app';

/**
 * The results page in Chromium with the sandbox's realistic insurer latencies: from the moment
 * the page asks for the round to the moment the last insurer card is on screen, minus the
 * configured latency of the slowest insurer with a card. The first round comes from the wizard,
 * the measured ones from the quotation bar (payment frequency), each a whole streamed round.
 * Target (issue 30): the last card within 150 ms of the slowest insurer, at p95.
 */

// Twenty rounds: with five, the 'p95' of the nearest rank was the slowest of five, and one
// round's hiccup (a collection in the bench's own process, which also drives the browser)
// failed a budget the other four met by half.
const runs = 20;
const targetMs = 150;

/**
 * Runs in the page before the app: stamps the round's request and each card's arrival. A
 * string, so the page gets it as written (no helpers a transpiler adds to a function).
 */
const stampRoundAndCards = `
  const stamps = { requestedAt: 0, endedAt: 0, cards: [] };
  window.roundStamps = stamps;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/quotation/quote-round')) return originalFetch(input, init);
    Object.assign(stamps, { requestedAt: performance.now(), endedAt: 0, cards: [] });
    return originalFetch(input, init).then((response) => {
      // A clone read to its end marks the round's end; the app aborts the request once it has
      // read the round's last ('done') line, which ends the clone too.
      const end = () => { stamps.endedAt = performance.now(); };
      response.clone().text().then(end, end);
      return response;
    });
  };
  new MutationObserver(() => {
    for (const card of document.querySelectorAll('article[aria-label]')) {
      const name = card.getAttribute('aria-label') || '';
      if (!stamps.cards.some((seen) => seen.name === name))
        stamps.cards.push({ name, at: performance.now() });
    }
  }).observe(document, { subtree: true, childList: true });
`;

interface RoundStamps {
  requestedAt: number;
  endedAt: number;
  cards: { name: string; at: number }[];
}

/**
 * Waits for the streamed round to end, then reads the page's stamps. (Playwright's
 * `response.finished()` never resolves on the streamed round, so the page stamps the end.)
 */
async function roundStamps(page: Page): Promise<RoundStamps> {
  await page.waitForFunction(
    () => (window as unknown as { roundStamps: RoundStamps }).roundStamps.endedAt > 0,
  );
  // Let the last line reach the screen before reading the stamps.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { roundStamps: RoundStamps }).roundStamps);
}

/** The wizard from the home hero to the results page: the first round. */
async function walkToResults(page: Page, baseUrl: string) {
  await quoteVersaFromHome(page, baseUrl);
  return roundStamps(page);
}

/** Another whole round from the quotation bar: a change of payment frequency. */
async function changePaymentFrequency(page: Page, label: string) {
  // The last round's end must not pass for this one's.
  await page.evaluate(() => {
    (window as unknown as { roundStamps: RoundStamps }).roundStamps.endedAt = 0;
  });
  // A native select: the choice is made as a buyer's keyboard or picker makes it.
  await page.getByRole('combobox', { name: 'Forma de pago' }).selectOption({ label });
  return roundStamps(page);
}

const codeOf = (displayName: string) =>
  (Object.keys(insurers) as InsurerCode[]).find(
    (code) => insurers[code].displayName === displayName,
  );

export default async function resultsPageBench(): Promise<BenchSeries[]> {
  const { config, baseUrl, close } = await startBenchApp();
  const browser = await launchOwnBrowser();
  try {
    const page = await browser.newPage();
    await page.addInitScript({ content: stampRoundAndCards });
    const overSlowest: number[] = [];
    await walkToResults(page, baseUrl); // warm-up
    for (let run = 0; run < runs; run += 1) {
      const stamps = await changePaymentFrequency(page, run % 2 === 0 ? 'Mensual' : 'Anual');
      const codes = stamps.cards.map((card) => codeOf(card.name)).filter((code) => code);
      const slowest = Math.max(...codes.map((code) => config.insurers.latencyMs[code!]));
      const lastCard = Math.max(...stamps.cards.map((card) => card.at)) - stamps.requestedAt;
      console.log(
        `results page: ${codes.length} cards, last at ${lastCard.toFixed(0)} ms, ` +
          `slowest insurer with a card ${slowest} ms`,
      );
      overSlowest.push(lastCard - slowest);
    }
    return [
      {
        name: 'results page in Chromium, last card after the slowest insurer',
        samplesMs: overSlowest,
        target: { percentile: 95, ms: targetMs, source: 'issue 30' },
      },
    ];
  } finally {
    await browser.close().catch(() => {});
    await close();
  }
}
