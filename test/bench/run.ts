/**
 * `npm run bench`: runs every `*.bench.ts` file of this folder (or those whose name contains
 * one of BENCH_ONLY's comma-separated words), then prints one table of every figure against its
 * budget and the machine's load when it was taken, and fails the run when one misses it. A bench
 * default-exports a function answering series of timings (held to a percentile) or single
 * figures (quotes/s, memory, start time).
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from './load';

export interface BenchSeries {
  name: string;
  /** One duration per operation, in milliseconds. */
  samplesMs: number[];
  /** The percentile a budget bounds, its limit and where the budget comes from. */
  target: { percentile: 50 | 95 | 99; ms: number; source: string };
}

/** One measured figure and the bound it must keep: at most or at least `limit`. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** Without a budget the figure is only printed. */
  budget?: { atMost?: number; atLeast?: number; source: string };
}

export type BenchResult = BenchSeries | BenchFigure;
export type Bench = () => Promise<BenchResult[]>;

interface Row {
  name: string;
  figure: string;
  budget: string;
  /** The machine's load when the figure was taken: figures taken under load are ratios. */
  load: string;
  met: boolean;
}

/** The 1-minute load average beside the cores there are to share it. */
const machineLoad = () => `${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function seriesRow({ name, samplesMs, target }: BenchSeries, load: string): Row {
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((share) => percentile(samplesMs, share));
  const bounded = { 50: p50!, 95: p95!, 99: p99! }[target.percentile];
  return {
    name: `${name} (n=${samplesMs.length})`,
    figure: `p50 ${ms(p50!)} · p95 ${ms(p95!)} · p99 ${ms(p99!)}`,
    budget: `p${target.percentile} ≤ ${target.ms} ms (${target.source})`,
    load,
    met: bounded <= target.ms,
  };
}

function figureRow(
  { name, value, unit, budget = { source: 'printed only' } }: BenchFigure,
  load: string,
): Row {
  const withUnit = unit ? ` ${unit}` : '';
  const bounds = [
    budget.atMost === undefined ? undefined : `≤ ${budget.atMost}${withUnit}`,
    budget.atLeast === undefined ? undefined : `≥ ${budget.atLeast}${withUnit}`,
  ].filter(Boolean);
  return {
    name,
    figure: `${Number.isInteger(value) ? value : value.toFixed(value < 1 ? 3 : value < 100 ? 1 : 0)}${withUnit}`,
    budget: `${bounds.join(', ') || 'none'} (${budget.source})`,
    load,
    met: value <= (budget.atMost ?? Infinity) && value >= (budget.atLeast ?? -Infinity),
  };
}

function printTable(rows: readonly Row[]) {
  const header: Row = {
    name: 'Measure',
    figure: 'Figure',
    budget: 'Budget',
    load: 'Load (1 min)',
    met: true,
  };
  const columns = ['name', 'figure', 'budget', 'load'] as const;
  const widths = columns.map((key) => Math.max(...[header, ...rows].map((row) => row[key].length)));
  const format = (row: Row, result: string) =>
    `| ${columns.map((key, index) => row[key].padEnd(widths[index]!)).join(' | ')} | ` +
    `${result.padEnd(6)} |`;
  console.log(`\n${format(header, 'Result')}`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|--------|`);
  for (const row of rows) console.log(format(row, row.met ? 'PASS' : '**MISS**'));
}

const folder = import.meta.dirname;
// BENCH_ONLY=lighthouse,bundle runs the files whose names contain one of these words.
const only = process.env.BENCH_ONLY?.split(',').map((word) => word.trim());
const rows: Row[] = [];
for (const file of readdirSync(folder)
  .filter(
    (name) => name.endsWith('.bench.ts') && (!only || only.some((word) => name.includes(word))),
  )
  .sort()) {
  console.log(`\n${file} (load ${machineLoad()})`);
  const { default: bench } = (await import(pathToFileURL(path.join(folder, file)).href)) as {
    default: Bench;
  };
  // A bench that fails (a crash, refused answers) is a miss of its own, never a figure.
  const results = await bench().catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  const load = machineLoad();
  if (results instanceof Error) {
    console.error(results);
    rows.push({
      name: file,
      figure: `failed: ${results.message}`,
      budget: 'a complete run',
      load,
      met: false,
    });
    continue;
  }
  for (const result of results)
    rows.push('samplesMs' in result ? seriesRow(result, load) : figureRow(result, load));
}
printTable(rows);
process.exitCode = rows.every((row) => row.met) ? 0 : 1;
