import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './client';
import { runSeeders, staleSeeders, type SeedReport, type Seeder } from './seed/seeder';

/**
 * Opens the database and loads the seeds it lacks: in this process, or with `loadApart` in
 * another (first-start-seeding.ts), so that this one never holds a seed's working set. The
 * database is closed meanwhile (a PGlite directory serves one process) and opened again after.
 */
export async function openSeededDatabase(
  options: DatabaseOptions,
  seeders: readonly Seeder[],
  loadApart?: () => Promise<SeedReport[]>,
): Promise<{ handle: DatabaseHandle; seeded: SeedReport[] }> {
  const handle = await openDatabase(options);
  if (!loadApart) return { handle, seeded: await runSeeders(handle.db, seeders) };
  if ((await staleSeeders(handle.db, seeders)).length === 0) return { handle, seeded: [] };
  await handle.close();
  const seeded = await loadApart();
  return { handle: await openDatabase(options), seeded };
}
