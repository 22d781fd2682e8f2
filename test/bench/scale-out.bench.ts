/**
 * Scale-out (issues 18 and 30): quotes in streamed rounds on one server process, then on two
 * on the same PostgreSQL, each on its own port (BENCH_PORT and the next, else free ones), the
 * load split between them. The budget is the cost of a quote: CPU time (not wall clock, so it
 * holds on a shared machine) of the server processes, and of PostgreSQL when it runs on this
 * machine, per quote answered; two processes may cost at most 10% more per quote than one (no
 * contention in the database). PGlite admits one process per data directory, so this bench
 * needs BENCH_DATABASE_URL (a PostgreSQL database it may migrate and seed); without it, it says
 * so and measures nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runLoad } from './load';
import { roundBody } from './quote-request';
import {
  benchPorts,
  cpuSeconds,
  ensureServerBuilt,
  idleResidentMb,
  sessionHeaders,
  startServer,
  type ServerProcess,
} from './server-process';
import type { Bench, BenchResult } from './run';

const url = process.env.BENCH_DATABASE_URL;
const connections = 20;
const measureMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const source = 'issue 30: within 10% of 1 process';

const ticks = (fields: string[], ...indices: number[]) =>
  indices.reduce((sum, index) => sum + Number(fields[index]), 0) / 100;

/** /proc/<pid>/stat's fields after the command name: utime is [11], cutime (children waited for) [13]. */
const statFields = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/**
 * CPU seconds of a local PostgreSQL: its postmaster, the backends that ended (counted in the
 * postmaster's children time) and the ones alive. Undefined when the server is not on this
 * machine (its postmaster.pid unreadable here).
 */
async function databaseCpuReader(): Promise<(() => number) | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const pidFile = path.join(rows[0]!.data_directory, 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    return () => {
      const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
      const alive = children.reduce((sum, child) => {
        try {
          return sum + ticks(statFields(child), 11, 12);
        } catch {
          return sum; // ended between the two reads: counted in the postmaster's children time
        }
      }, 0);
      return ticks(statFields(postmaster), 11, 12, 13, 14) + alive;
    };
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

interface Cost {
  quotesPerSecond: number;
  serverCpuMsPerQuote: number;
  databaseCpuMsPerQuote?: number;
}

/** Streamed rounds, the connections split across `servers`: throughput and CPU per quote. */
async function costPerQuote(
  servers: readonly ServerProcess[],
  databaseCpu: (() => number) | undefined,
): Promise<Cost> {
  const sessions = await Promise.all(servers.map((server) => sessionHeaders(server.port)));
  const load = (durationMs: number) =>
    Promise.all(
      servers.map((server, index) =>
        runLoad({
          port: server.port,
          connections: connections / servers.length,
          durationMs,
          next: () => ({
            path: '/quotation/quote-round',
            headers: sessions[index]!,
            body: roundBody,
          }),
          unitsOf: (body) => body.split('"type":"quotation"').length - 1,
        }),
      ),
    );
  const serverCpu = () => servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid!), 0);
  await load(2000);
  const before = { server: serverCpu(), database: databaseCpu?.() };
  const loads = await Promise.all(await load(measureMs));
  const failed = loads.filter((result) => Object.keys(result.failures).length > 0);
  if (failed.length > 0) throw new Error(`refused answers: ${JSON.stringify(failed[0]!.failures)}`);
  const quotes = loads.reduce((sum, result) => sum + result.units, 0);
  const perQuote = (seconds: number) => (seconds * 1000) / quotes;
  return {
    quotesPerSecond: loads.reduce((sum, result) => sum + result.units / result.seconds, 0),
    serverCpuMsPerQuote: perQuote(serverCpu() - before.server),
    databaseCpuMsPerQuote:
      databaseCpu && before.database !== undefined
        ? perQuote(databaseCpu() - before.database)
        : undefined,
  };
}

function costFigures(processes: 1 | 2, cost: Cost, oneProcess?: Cost): BenchResult[] {
  const label = `${processes} process${processes === 1 ? '' : 'es'} on PostgreSQL`;
  const within = (one: number | undefined) =>
    oneProcess && one !== undefined ? { atMost: +(one * 1.1).toFixed(3), source } : undefined;
  const total = (c: Cost) => c.serverCpuMsPerQuote + (c.databaseCpuMsPerQuote ?? 0);
  const figures: BenchResult[] = [
    {
      name: `quotes/s in rounds, ${label}, ${connections} connections`,
      value: cost.quotesPerSecond,
      unit: 'quotes/s',
      budget: { source: 'shown: the 2 cores are shared with the load and the database' },
    },
    {
      name: `server CPU per quote, ${label}`,
      value: cost.serverCpuMsPerQuote,
      unit: 'ms',
      budget: within(oneProcess?.serverCpuMsPerQuote),
    },
  ];
  if (cost.databaseCpuMsPerQuote === undefined) return figures;
  return [
    ...figures,
    { name: `PostgreSQL CPU per quote, ${label}`, value: cost.databaseCpuMsPerQuote, unit: 'ms' },
    {
      name: `server + PostgreSQL CPU per quote, ${label}`,
      value: total(cost),
      unit: 'ms',
      budget: within(oneProcess && total(oneProcess)),
    },
  ];
}

const bench: Bench = async () => {
  if (!url) {
    console.log(
      'SKIPPED: no BENCH_DATABASE_URL. Set BENCH_DATABASE_URL=postgres://… (a database the ' +
        'bench may migrate and seed) to measure the cost per quote of 1 and 2 processes.',
    );
    return [];
  }
  await ensureServerBuilt();
  const env = { DATABASE_URL: url };
  const [firstPort, secondPort] = await benchPorts(2);
  const databaseCpu = await databaseCpuReader();
  if (!databaseCpu) console.log('PostgreSQL is not on this machine: its CPU is not counted');
  const first = await startServer(firstPort!, env, 600_000); // migrates and seeds once
  let servers = [first];
  try {
    const idleMb = await idleResidentMb(first);
    const one = await costPerQuote(servers, databaseCpu);
    servers = [first, await startServer(secondPort!, env)];
    const two = await costPerQuote(servers, databaseCpu);
    return [
      {
        name: 'idle RSS after start on PostgreSQL',
        value: idleMb,
        unit: 'MB',
        budget: { atMost: 250, source: 'issue 18' },
      },
      ...costFigures(1, one),
      ...costFigures(2, two, one),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
};

export default bench;
