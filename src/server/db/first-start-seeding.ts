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
  // Node's own flags (the TypeScript loader in development, a profiler) without watch mode.
  const nodeFlags = process.execArgv.filter((flag) => !flag.startsWith('--watch'));
  const child = spawn(process.execPath, [...nodeFlags, seedEntry], { stdio: 'ignore' });
  await new Promise<void>((resolve) => child.once('exit', () => resolve()));
}
