/**
 * The JavaScript each route fetches in Chromium, whenever it fetches it: a first visit (cache
 * off, a phone's viewport) counted from the request until no script has arrived for `quietMs`,
 * so what loads after the first paint and after the load event (a page's later chunks, a
 * dropdown's code on a timer) counts as well as the first load. Bytes as Chromium received them
 * (brotli bodies with their response headers), against issue 30's budgets: home at most 170 kB
 * in at most 15 requests, every other route at most 200 kB. The results page is held to 15
 * requests as well: opened cold from a saved link, each of its files costs a phone a round trip
 * on slow 4G before the page can draw, and Lighthouse's first paint grew with their number (26
 * files gave 91 points, 14 gave 94; docs/architecture/loading.md).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext } from 'playwright-core';
import { clientRoutes } from '../../src/domain/site/routes';
import { launchOwnBrowser } from '../e2e/support/chromium';
import { measuredRoutes } from './bundle';
import type { BenchFigure } from './run';

const kB = 1000;
export const wireBudgets = {
  homeJs: 170 * kB,
  homeRequests: 15,
  resultsRequests: 15,
  otherRouteJs: 200 * kB,
  source: 'issue 30',
} as const;

/** No script for this long and the page is taken to have fetched all it will by itself. */
const quietMs = Number(process.env.BUNDLE_QUIET_MS ?? 3000);

export interface WireWeight {
  route: string;
  /** Scripts fetched, each with its bytes on the wire (body and headers). */
  scripts: { url: string; bytes: number }[];
  bytes: number;
}

/** A visit's address for a route pattern (`/cart/*` visits `/cart`). */
const visitPath = (route: string) => route.replace(/\/\*$/, '') || '/';

async function measureRoute(
  browser: BrowserContext,
  baseUrl: string,
  route: string,
): Promise<WireWeight> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; bytes: number }>();
  let lastArrival = performance.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    script.bytes = encodedDataLength;
    lastArrival = performance.now();
  });
  await page.goto(new URL(visitPath(route), baseUrl).href, { waitUntil: 'load' });
  // Quiet is a span of time with no script: the wait is on the clock, checked every 100 ms.
  while (performance.now() - lastArrival < quietMs) await sleep(100);
  await page.close();
  const fetched = [...scripts.values()].map(({ url, bytes }) => ({
    url: new URL(url).pathname,
    bytes,
  }));
  return { route, scripts: fetched, bytes: fetched.reduce((sum, { bytes }) => sum + bytes, 0) };
}

/** Every measured route, one fresh page each, in one Chromium. */
export async function wireWeights(baseUrl: string): Promise<WireWeight[]> {
  const browser = await launchOwnBrowser();
  try {
    const weights: WireWeight[] = [];
    for (const { path } of measuredRoutes) weights.push(await measureRoute(browser, baseUrl, path));
    return weights;
  } finally {
    await browser.close();
  }
}

/** The routes whose number of script requests is held to a budget. */
const requestBudgets: Record<string, number> = {
  [clientRoutes.home]: wireBudgets.homeRequests,
  [clientRoutes.seeQuote]: wireBudgets.resultsRequests,
};

export function wireFigures(weights: WireWeight[]): BenchFigure[] {
  return weights.flatMap(({ route, scripts, bytes }) => {
    const home = route === clientRoutes.home;
    const budget = (atMost: number) => ({ atMost, source: wireBudgets.source });
    const jsBudget = (home ? wireBudgets.homeJs : wireBudgets.otherRouteJs) / kB;
    const requestBudget = requestBudgets[route];
    return [
      {
        name: `${route} JS on the wire, late loads counted`,
        value: bytes / kB,
        unit: 'kB',
        budget: budget(jsBudget),
      },
      {
        name: `${route} script requests`,
        value: scripts.length,
        unit: '',
        ...(requestBudget ? { budget: budget(requestBudget) } : {}),
      },
    ];
  });
}
