/**
 * `npm start`: compiles the server when its bundle is missing or stale, builds the client when it
 * is missing, was built with other settings or is older than its sources (in a child process),
 * then runs the compiled server (PGlite under .data/ unless DATABASE_URL is set) in a process of
 * its own, with the flags it needs (`serverNodeArgs`), and ends with it. Plain JavaScript, so no
 * TypeScript compiler is loaded at run time.
 *
 * With NODE_ENV=production it never builds: a production install has neither esbuild nor Vite,
 * so it serves what `npm run build` left in dist/ and stops, saying why, when that is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  buildServer,
  missingServerBuild,
  reasonToBuildServer,
  serverDist,
  serverNodeArgs,
} from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const production = process.env.NODE_ENV === 'production';

if (production) {
  const missing = missingServerBuild(root);
  if (missing) {
    console.error(
      `NODE_ENV=production serves the build in dist/ and never builds: ${missing} is missing. ` +
        'Run npm run build where the development dependencies are installed, then start again.',
    );
    process.exit(1);
  }
} else {
  const reason = reasonToBuildServer(root);
  if (reason) {
    console.log(`Building the server into ${serverDist} (${reason})…`);
    await buildServer(root).catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
}
// In production the step only checks the built client; otherwise it builds it when needed.
const prepared = spawnSync(
  process.execPath,
  [path.join(serverDist, 'prepare-client.js'), ...(production ? ['--check-only'] : [])],
  { stdio: 'inherit' },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
// A group of its own, so a Ctrl-C reaches the server once (forwarded), not twice.
const server = spawn(process.execPath, [...serverNodeArgs, path.join(serverDist, 'main.js')], {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
