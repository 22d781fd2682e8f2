import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';

/**
 * The seeding entry beside this code: the compiled one in dist/server (scripts/server-build.mjs
 * bundles it as seed-database.js), the TypeScript one when the server runs from source.
 */
const seedEntry = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('./seed-main.ts', import.meta.url)
    : new URL('./seed-database.js', import.meta.url),
);

/**
 * On a first start on PGlite (an empty directory), initdb and every seed run in a child
 * process: PGlite's WebAssembly memory and the buffers glibc keeps after it only grow, and left
 * the server at about 800 MB for good (about 240 MB after a normal start). The server then opens
 * the seeded directory as on any later start. A child that fails changes nothing: the start
 * goes on in this process, which meets and reports the same problem (a read-only directory, one
 * in use) in its own words.
 */
export async function seedFirstStartApart(config: ServerConfig): Promise<void> {
  const { url, pgliteDir } = config.database;
  if (url || pgliteDir.includes('://') || existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  // From source (development, tests) the child needs the TypeScript loader the server has.
  const loader = seedEntry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // The child seeds the database `config` names, whatever else this process's environment says.
  const { DATABASE_URL: _none, ...env } = process.env;
  const child = spawn(process.execPath, [...loader, seedEntry], {
    stdio: 'ignore',
    env: { ...env, PGLITE_DIR: pgliteDir, NODE_ENV: config.env },
  });
  await new Promise<void>((resolve) => child.once('exit', () => resolve()));
}
