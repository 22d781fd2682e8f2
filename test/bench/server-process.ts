/**
 * The compiled server as `npm start` runs it, in its own process: built first when stale,
 * started on a seeded PGlite (seeded once, by the first start), timed from spawn to its first
 * healthy answer, and measured for resident memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../../src/server/project-root';
import {
  buildServer,
  reasonToBuildServer,
  serverDist,
  serverNodeArgs,
} from '../../scripts/server-build.mjs';
import { freePort } from '../e2e/support/free-port';

export const benchBearer = 'bench-bearer-credential-0001';

/** A production start needs its own secrets and contacts (src/server/config.ts): the bench's. */
export const productionBenchEnv = {
  NODE_ENV: 'production',
  API_BEARER_TOKEN: benchBearer,
  CSRF_SECRET: 'bench-csrf-secret-bench-csrf-secret-0001',
  ACCESS_TOKEN_SECRET: 'bench-access-token-secret-bench-0001',
  BROKER_REGISTRATION: 'D-0001 (bench)',
  CLAIMS_PHONE: '55 0000 0001',
} as const;

/**
 * The ports a bench starts its server processes on: BENCH_PORT and the ones after it, else
 * ports nothing listens on now (so two benches, or a bench beside a running server, do not
 * collide).
 */
export async function benchPorts(count: number): Promise<number[]> {
  const first = process.env.BENCH_PORT;
  if (first) return Array.from({ length: count }, (_, index) => Number(first) + index);
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** From spawn to the first 200 of /api/health. */
  startMs: number;
  /** CPU time the process used to get there. */
  startCpuMs: number;
  /** Resolves when the process next logs a line with this message (pino's `msg`). */
  nextLog(message: string): Promise<void>;
  stop(): Promise<void>;
}

export async function ensureServerBuilt(): Promise<void> {
  if (reasonToBuildServer(projectRoot)) await buildServer(projectRoot);
}

/**
 * Node's flags for the server processes: npm start's (`serverNodeArgs`), then any of
 * BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=.data/profiles' to profile the server
 * while a bench loads it (Node refuses --cpu-prof in NODE_OPTIONS).
 */
const benchNodeArgs = [
  ...serverNodeArgs,
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
];

/** Starts dist/server/main.js with `env` over the defaults a bench needs. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 120_000,
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...benchNodeArgs, path.join(serverDist, 'main.js')], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...productionBenchEnv,
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
      INSURER_LATENCY_MS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Read whatever it logs (a full pipe would stall it); a test may wait for one line.
  const logLines = createInterface({ input: child.stdout! });
  const nextLog = (message: string) =>
    new Promise<void>((resolve) => {
      const onLine = (line: string) => {
        if (!line.includes(`"msg":${JSON.stringify(message)}`)) return;
        logLines.off('line', onLine);
        resolve();
      };
      logLines.on('line', onLine);
    });
  while (performance.now() - started < readyWithinMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      const startMs = performance.now() - started;
      const startCpuMs = cpuSeconds(child.pid!) * 1000;
      const stop = async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      };
      return { port, child, startMs, startCpuMs, nextLog, stop };
    }
    await sleep(10);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${readyWithinMs} ms`);
}

/** A seeded PGlite kept between runs for the benches that load a server: seeded once. */
export const seededBenchDir = path.join(projectRoot, '.data/bench-pglite');

/** Builds the server when stale and seeds `seededBenchDir` unless a start already did. */
export async function prepareSeededBenchDir(port: number): Promise<void> {
  await ensureServerBuilt();
  mkdirSync(seededBenchDir, { recursive: true });
  await (await startServer(port, { PGLITE_DIR: seededBenchDir }, 600_000)).stop();
}

/** Resident memory of a process, in megabytes (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The headers of one browser session: bearer, the session cookies and its XSRF token. */
export async function sessionHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/xsrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  return { authorization: `Bearer ${benchBearer}`, cookie, 'x-xsrf-token': token };
}

/** Idle for a moment (start-up garbage collected), then the resident memory. */
export async function idleResidentMb(server: ServerProcess): Promise<number> {
  await sleep(2000);
  return residentMb(server.child.pid!);
}

/**
 * CPU seconds a process has used (user + system, Linux /proc), with its children that ended (a
 * first start seeds in one). On a shared machine wall-clock figures follow the neighbours'
 * load; CPU time per quote much less.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  const [user, system, childrenUser, childrenSystem] = fields.slice(11, 15).map(Number);
  return (user! + system! + childrenUser! + childrenSystem!) / ticksPerSecond;
}
