import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';
import type { SeedReport } from './seed/seeder';

/**
 * The seeding entry beside this code: the compiled one in dist/server (scripts/server-build.mjs
 * bundles it as seed-database.js), the TypeScript one when the server runs from source.
 */
const seedEntry = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('./seed-main.ts', import.meta.url)
    : new URL('./seed-database.js', import.meta.url),
);

/** Loading the seeds failed in their own process: the start stops with the child's words. */
export class SeedingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedingError';
  }
}

/**
 * Whether the seeds of this database load in a child process: all but an in-memory PGlite, whose
 * data lives only in the server's own process.
 */
export function seedsLoadApart(database: ServerConfig['database']): boolean {
  return Boolean(database.url) || !database.pgliteDir.includes('://');
}

/**
 * Migrates the database `config` names and loads the seeds it lacks in a child process, which
 * gives back whole what they took when it ends: PGlite's WebAssembly memory and the buffers glibc
 * keeps after it only grow (a first start left the server at about 800 MB for good, against
 * about 240 MB after a normal start), and the server's heap is bounded below what a seed's
 * working set needs. On PGlite the server must not hold the directory meanwhile.
 */
export async function seedInChildProcess(config: ServerConfig): Promise<SeedReport[]> {
  const { url, pgliteDir } = config.database;
  // From source (development, tests) the child needs the TypeScript loader the server has.
  const loader = seedEntry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // The child seeds the database `config` names, whatever else this process's environment says.
  const { DATABASE_URL: _none, ...env } = process.env;
  const child = spawn(process.execPath, [...loader, seedEntry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...(url ? { DATABASE_URL: url } : {}),
      PGLITE_DIR: pgliteDir,
      NODE_ENV: config.env,
    },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0)
    throw new SeedingError(
      `Loading the seeds failed in their process (exit ${code}): ${err.trim() || 'no message'}`,
    );
  return JSON.parse(out) as SeedReport[];
}

/**
 * On a first start on PGlite (an empty directory) initdb and every seed run in the child
 * before the server opens the directory at all; on a later start, openSeededDatabase sends the
 * seeds it finds stale to the same child.
 */
export async function seedFirstStartApart(config: ServerConfig): Promise<void> {
  const { url, pgliteDir } = config.database;
  if (url || pgliteDir.includes('://') || existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  await seedInChildProcess(config);
}
