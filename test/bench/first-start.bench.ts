/**
 * The first start (issue 30): the compiled server on an empty PGlite directory migrates and
 * loads every seed, within 10 s; the memory it holds afterwards returns to that of a normal
 * start on the same, now seeded, directory (within 10%).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bench } from './run';
import { benchPorts, ensureServerBuilt, idleResidentMb, startServer } from './server-process';

const source = 'issue 30';

const bench: Bench = async () => {
  await ensureServerBuilt();
  const [port] = (await benchPorts(1)) as [number];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cotizauto-first-start-'));
  try {
    const first = await startServer(port, { PGLITE_DIR: dataDir }, 120_000);
    const seededMb = await idleResidentMb(first);
    await first.stop();
    const normal = await startServer(port, { PGLITE_DIR: dataDir });
    const normalMb = await idleResidentMb(normal);
    await normal.stop();
    return [
      {
        name: 'first start: migration and every seed (wall clock)',
        value: first.startMs,
        unit: 'ms',
        budget: { atMost: 10_000, source },
      },
      { name: 'CPU time of that first start', value: first.startCpuMs, unit: 'ms' },
      { name: 'idle RSS after a normal start', value: normalMb, unit: 'MB' },
      {
        name: 'idle RSS after the first start (seeding)',
        value: seededMb,
        unit: 'MB',
        budget: { atMost: Math.round(normalMb * 1.1), source: `${source}: the normal level + 10%` },
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;
