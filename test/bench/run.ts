/**
 * `npm run bench`: runs every `*.bench.ts` file of this folder. Each default-exports a function
 * that measures and answers its series of timings with their targets, or single figures (sizes)
 * with their budgets; this prints p50/p95/p99 or the figure against the target and fails the run
 * when one misses it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchSeries {
  name: string;
  /** One duration per operation, in milliseconds. */
  samplesMs: number[];
  /** The percentile a budget bounds, its limit and where the budget comes from. */
  target: { percentile: 50 | 95 | 99; ms: number; source: string };
}

/** One measured figure (a size) against its budget; without a budget it is only printed. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  budget?: { max: number; source: string };
}

export type Bench = () => Promise<(BenchSeries | BenchFigure)[]>;

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function reportFigure({ name, value, unit, budget }: BenchFigure): boolean {
  const met = !budget || value <= budget.max;
  const limit = budget ? `  (≤ ${budget.max} ${unit}, ${budget.source})` : '';
  console.log(`${met ? 'PASS' : 'MISS'}  ${name}: ${value.toFixed(1)} ${unit}${limit}`);
  return met;
}

function report(result: BenchSeries | BenchFigure): boolean {
  if (!('samplesMs' in result)) return reportFigure(result);
  const { name, samplesMs, target } = result;
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const figures = { 50: 0, 95: 0, 99: 0 };
  for (const share of [50, 95, 99] as const) figures[share] = percentile(sorted, share / 100);
  const met = figures[target.percentile] <= target.ms;
  const figure = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${met ? 'PASS' : 'MISS'}  ${name}: n=${sorted.length}  p50 ${figure(figures[50])}  ` +
      `p95 ${figure(figures[95])}  p99 ${figure(figures[99])}  ` +
      `(target p${target.percentile} ≤ ${target.ms} ms, ${target.source})`,
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
