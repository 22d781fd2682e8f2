import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { clientRoutes } from '../../src/domain/routes';
import { launchBrowser } from '../e2e/support/chromium';
import { freePort } from '../e2e/support/free-port';
import { quoteVersaFromHome } from '../e2e/support/walk-wizard';
import { startBenchApp } from './bench-app';
import type { BenchFigure } from './run';

/**
 * Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on the home page, the
 * wizard's entry and the results page, each measured `runs` times; each figure is the median of
 * its runs. Budgets (issue 18): performance ≥ 95 and accessibility 100 on all three, CLS ≤ 0.05;
 * LCP and TBT are printed. Home and wizard are first visits (Lighthouse clears the site's
 * storage); the results page is reloaded in the tab that walked the wizard, so it keeps the
 * tab's session (its quote).
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const source = 'issue 18';

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

function measuredOf(lhr: Result): Measured {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.score === 0)
    .map((audit) => audit!.id);
  if (failed.length) console.log(`  accessibility audits failed: ${failed.join(', ')}`);
  if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.message}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function audit(page: PuppeteerPage, url: string, flags: Flags): Promise<Measured> {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...flags,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const measured = measuredOf(result.lhr);
  console.log(
    `  ${url}: performance ${measured.performance}, accessibility ${measured.accessibility}, ` +
      `LCP ${measured.lcpMs.toFixed(0)} ms, TBT ${measured.tbtMs.toFixed(0)} ms, CLS ${measured.cls.toFixed(3)}`,
  );
  return measured;
}

async function auditRuns(page: PuppeteerPage, url: string, flags: Flags = {}) {
  const measured: Measured[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await audit(page, url, flags));
  return measured;
}

function figuresOf(name: string, measured: Measured[]): BenchFigure[] {
  const of = (key: keyof Measured) => median(measured.map((m) => m[key]));
  const label = (figure: string) => `Lighthouse ${name}: ${figure} (median of ${measured.length})`;
  return [
    {
      name: label('performance'),
      value: of('performance'),
      unit: 'points',
      budget: { atLeast: 95, source },
    },
    {
      name: label('accessibility'),
      value: of('accessibility'),
      unit: 'points',
      budget: { atLeast: 100, source },
    },
    { name: label('LCP'), value: of('lcpMs'), unit: 'ms' },
    { name: label('TBT'), value: of('tbtMs'), unit: 'ms' },
    { name: label('CLS'), value: of('cls'), unit: '', budget: { atMost: 0.05, source } },
  ];
}

export default async function lighthouseBench(): Promise<BenchFigure[]> {
  const { baseUrl, close } = await startBenchApp();
  const port = await freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const fresh = await driver.newPage();
    const home = await auditRuns(fresh, `${baseUrl}${clientRoutes.home}`);
    const wizard = await auditRuns(fresh, `${baseUrl}${clientRoutes.quote}`);
    const walker = await browser.newPage();
    await quoteVersaFromHome(walker, baseUrl);
    await walker.waitForURL(`**${clientRoutes.seeQuote}`);
    const walked = (await driver.pages()).find((page) =>
      page.url().includes(clientRoutes.seeQuote),
    );
    if (!walked) throw new Error('the tab that walked the wizard is not on the results page');
    const results = await auditRuns(walked, `${baseUrl}${clientRoutes.seeQuote}`, {
      disableStorageReset: true,
    });
    return [
      ...figuresOf('home', home),
      ...figuresOf('wizard', wizard),
      ...figuresOf('results', results),
    ];
  } finally {
    await driver.disconnect().catch(() => {});
    await browser.close().catch(() => {});
    await close();
  }
}
