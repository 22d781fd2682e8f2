/**
 * `npm start`: builds the client when it is missing or older than its sources, then runs the
 * one server process (PGlite under .data/ unless DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtPage = path.join(root, 'dist/client/index.html');
const clientSources = [
  'src/web',
  'src/domain',
  'src/api',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function clientIsStale(): boolean {
  if (!existsSync(builtPage)) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return clientSources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestChange(full) > builtAt;
  });
}

if (clientIsStale()) {
  console.log('Building the client (it is missing or older than its sources)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import('../src/server/main');
