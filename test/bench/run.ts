/**
 * `npm run bench`: runs every `*.bench.ts` file of this folder. Each default-exports a function
 * that measures and answers its series of timings with their targets; this prints p50/p95/p99
 * against the target and fails the run when a p95 misses it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchSeries {
  name: string;
  /** One duration per operation, in milliseconds. */
  samplesMs: number[];
  targetP95Ms: number;
}

export type Bench = () => Promise<BenchSeries[]>;

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function report(series: BenchSeries): boolean {
  const sorted = [...series.samplesMs].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((share) => percentile(sorted, share));
  const met = (p95 ?? Infinity) <= series.targetP95Ms;
  const figure = (ms: number | undefined) => `${(ms ?? Number.NaN).toFixed(2)} ms`;
  console.log(
    `${met ? 'PASS' : 'MISS'}  ${series.name}: n=${sorted.length}  p50 ${figure(p50)}  ` +
      `p95 ${figure(p95)}  p99 ${figure(p99)}  (target p95 ≤ ${series.targetP95Ms} ms)`,
  );
  return met;
}

const folder = import.meta.dirname;
let allMet = true;
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n${file}`);
  const { default: bench } = (await import(pathToFileURL(path.join(folder, file)).href)) as {
    default: Bench;
  };
  for (const series of await bench()) allMet = report(series) && allMet;
}
process.exitCode = allMet ? 0 : 1;
