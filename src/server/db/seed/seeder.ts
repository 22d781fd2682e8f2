import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { seedVersions } from '../schema/index';

/**
 * A named, versioned data set. It loads when its version differs from the one recorded, inside
 * one transaction with the record, so a start either loads all of it or nothing.
 */
export interface Seeder {
  name: string;
  /** Change it (e.g. a hash of the source file) to reload the set on the next start. */
  version: string;
  load(tx: Database): Promise<void>;
}

export interface SeedReport {
  name: string;
  loaded: boolean;
  ms: number;
}

export async function runSeeders(db: Database, seeders: readonly Seeder[]): Promise<SeedReport[]> {
  const reports: SeedReport[] = [];
  for (const seeder of seeders) {
    const started = performance.now();
    const loaded = await runSeeder(db, seeder);
    reports.push({ name: seeder.name, loaded, ms: Math.round(performance.now() - started) });
  }
  return reports;
}

/** The names of the seeders whose version differs from the one recorded: what a start would load. */
export async function staleSeeders(db: Database, seeders: readonly Seeder[]): Promise<string[]> {
  const recorded = new Map(
    (await db.select().from(seedVersions)).map((row) => [row.name, row.version]),
  );
  return seeders
    .filter((seeder) => recorded.get(seeder.name) !== seeder.version)
    .map((s) => s.name);
}

async function runSeeder(db: Database, seeder: Seeder): Promise<boolean> {
  const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, seeder.name));
  if (current?.version === seeder.version) return false;
  await db.transaction(async (tx) => {
    await seeder.load(tx as unknown as Database);
    await tx
      .insert(seedVersions)
      .values({ name: seeder.name, version: seeder.version })
      .onConflictDoUpdate({
        target: seedVersions.name,
        set: { version: seeder.version, appliedAt: new Date() },
      });
  });
  return true;
}
