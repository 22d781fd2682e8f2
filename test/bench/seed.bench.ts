/**
 * The first start of a fresh database loads every seed (the issue asks for a few seconds); a
 * later start finds each seed's version recorded and loads nothing.
 */
import { openDatabase } from '../../src/server/db/client';
import { seeders } from '../../src/server/db/seed/index';
import { runSeeders } from '../../src/server/db/seed/seeder';
import type { Bench } from './run';

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

const bench: Bench = async () => {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const first = await timed(() => runSeeders(database.db, seeders));
    const later = await timed(() => runSeeders(database.db, seeders));
    for (const seed of first.result) console.log(`  first start: ${seed.name} ${seed.ms} ms`);
    if (later.result.some((seed) => seed.loaded)) throw new Error('a later start reloaded a seed');
    return [
      { name: 'first start, every seed (PGlite)', samplesMs: [first.ms], targetP95Ms: 10_000 },
      { name: 'later start, nothing reloaded', samplesMs: [later.ms], targetP95Ms: 100 },
    ];
  } finally {
    await database.close();
  }
};

export default bench;
