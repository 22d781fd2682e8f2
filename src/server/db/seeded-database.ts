import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './client';
import { runSeeders, type SeedReport, type Seeder } from './seed/seeder';

/**
 * Opens the database and loads the seeds it lacks. PGlite's WebAssembly memory only grows: a
 * first start (its initdb, then every seed) left the process at about 800 MB for good, against
 * about 240 MB after a normal start. So a PGlite directory that was just seeded is closed and
 * opened again: the first instance's memory goes with it. An in-memory PGlite keeps its
 * instance (closing it would lose the data); PostgreSQL holds its memory in its own processes.
 */
export async function openSeededDatabase(
  options: DatabaseOptions,
  seeders: readonly Seeder[],
): Promise<{ handle: DatabaseHandle; seeded: SeedReport[] }> {
  const handle = await openDatabase(options);
  const seeded = await runSeeders(handle.db, seeders);
  const onDiskPglite = handle.kind === 'pglite' && !options.pgliteDir.includes('://');
  if (!onDiskPglite || !seeded.some((seed) => seed.loaded)) return { handle, seeded };
  await handle.close();
  return { handle: await openDatabase(options), seeded };
}
