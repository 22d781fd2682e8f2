/**
 * `npm start`: compiles the server when its bundle is missing or stale, builds the client when it
 * is missing, was built with other settings or is older than its sources (in a child process),
 * then runs the compiled server (PGlite under .data/ unless DATABASE_URL is set) in this
 * process. Plain JavaScript, so no TypeScript compiler is loaded at run time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, reasonToBuildServer, serverDist } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const reason = reasonToBuildServer(root);
if (reason) {
  console.log(`Building the server into ${serverDist} (${reason})…`);
  await buildServer(root);
}
const prepared = spawnSync(process.execPath, [path.join(serverDist, 'prepare-client.js')], {
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
await import(`./../${serverDist}/main.js`);
