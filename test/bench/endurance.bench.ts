/**
 * No growth over 20,000 quotes (issue 30): the compiled server on the seeded PGlite answers
 * single quotes at 20 connections; the p99 latency and the resident memory of its first 2,000
 * quotes after a warm-up of 2,000 are compared with those of its last 2,000, at 20,000 quotes.
 * The tolerances: 10% of memory (what V8 keeps of its heap varies by a few MB) and 25% of p99
 * (one scheduling hiccup of a shared machine moves a p99 of 2,000 requests by that much).
 */
import type { Bench } from './run';
import { percentile, runLoad } from './load';
import { singleQuoteBody } from './quote-request';
import {
  benchPorts,
  idleResidentMb,
  prepareSeededBenchDir,
  seededBenchDir,
  sessionHeaders,
  startServer,
} from './server-process';

const connections = 20;
const totalQuotes = 20_000;
const windowQuotes = 2000;
const source = 'issue 30: no growth over 20,000 quotes';

/** A declined quote (422) is an answer; anything else but a 2xx fails the run. */
const expectedRefusals = new Set([422]);

const bench: Bench = async () => {
  const [port] = (await benchPorts(1)) as [number];
  await prepareSeededBenchDir(port);
  const server = await startServer(port, { PGLITE_DIR: seededBenchDir });
  try {
    const idleMb = await idleResidentMb(server);
    const headers = await sessionHeaders(port);
    let sent = 0;
    const quotes = async (requests: number) => {
      const first = sent;
      sent += requests;
      const result = await runLoad({
        port,
        connections,
        requests,
        next: (n) => ({ path: '/quotation/quote', headers, body: singleQuoteBody(first + n) }),
      });
      const refused = Object.keys(result.failures).filter((code) => !expectedRefusals.has(+code));
      if (refused.length > 0)
        throw new Error(`refused answers: ${JSON.stringify(result.failures)}`);
      return percentile(result.latenciesMs, 0.99);
    };
    await quotes(windowQuotes); // warm-up: V8 compiles the hot paths
    const startP99 = await quotes(windowQuotes);
    const startMb = await idleResidentMb(server);
    await quotes(totalQuotes - 3 * windowQuotes);
    const endP99 = await quotes(windowQuotes);
    const endMb = await idleResidentMb(server);
    console.log(`  ${sent} quotes; idle RSS before the first: ${idleMb.toFixed(0)} MB`);
    return [
      { name: 'idle RSS after start, before any quote', value: idleMb, unit: 'MB' },
      { name: 'RSS after 4,000 quotes (warm)', value: startMb, unit: 'MB' },
      {
        name: `RSS after ${totalQuotes.toLocaleString('en')} quotes`,
        value: endMb,
        unit: 'MB',
        budget: { atMost: Math.round(startMb * 1.1), source: `${source} (warm + 10%)` },
      },
      { name: 'quote p99, quotes 2,001–4,000', value: startP99, unit: 'ms' },
      {
        name: `quote p99, quotes 18,001–20,000`,
        value: endP99,
        unit: 'ms',
        budget: { atMost: +(startP99 * 1.25).toFixed(1), source: `${source} (warm + 25%)` },
      },
    ];
  } finally {
    await server.stop();
  }
};

export default bench;
