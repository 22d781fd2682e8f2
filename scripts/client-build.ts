/**
 * When a built client can be served as it is. Vite bakes the VITE_* settings (the bearer the
 * server expects, the partner brand, …) into the bundle, so a client built with other settings
 * is wrong even when no source changed: the build leaves a stamp of its settings beside it, and
 * a client is rebuilt when it is missing, its stamp differs from the settings wanted now, or a
 * source is newer than it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../src/server/project-root.ts';
import {
  builtClientSettings,
  clientSettingsStamp,
  type ClientSettings,
} from '../src/server/site/client-settings.ts';

export type { ClientSettings };

// Found from package.json: this file also runs bundled into dist/server (`npm start`).
const repositoryRoot = projectRoot;

/** Everything a client build reads besides node_modules (package-lock.json stands for those). */
const clientSources = [
  'src/web',
  'src/domain',
  'src/api',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'scripts/client-build.ts',
  'scripts/precompress.ts',
  'scripts/after-build-plugin.ts',
  'scripts/route-preloads.ts',
  'scripts/mantine-component-styles.ts',
  'scripts/prerender.ts',
  'scripts/strings-by-language.ts',
  'scripts/scroll-area-refs.ts',
  // What the prerendered pages are made with: where they go, their preloads, their loader.
  'src/server/site',
  'package-lock.json',
];

/**
 * The settings the client build reads (Vite's envPrefix): the VITE_* ones, and the broker's
 * registration, which the server prints on the policy and the pages cite: one setting for both.
 */
export const clientEnvPrefixes = ['VITE_', 'BROKER_NAME', 'BROKER_REGISTRATION'] as const;

const isClientSetting = (name: string) =>
  clientEnvPrefixes.some((prefix) => name.startsWith(prefix));

/**
 * The client settings a build run with `env` (the whole environment: process.env and any
 * overrides) would bake in: Vite reads them from `env`, then from the .env files. Vite is a
 * development dependency, loaded only here and for a build: a server installed without it still
 * starts with the client built elsewhere.
 */
export async function clientSettingsFrom(env: NodeJS.ProcessEnv): Promise<ClientSettings> {
  const vite = await import('vite').catch(() => undefined);
  const fromFiles = vite?.loadEnv('production', repositoryRoot, [...clientEnvPrefixes]) ?? {};
  const fromEnv = Object.entries(env).filter(([name]) => isClientSetting(name));
  return sortedSettings({ ...fromFiles, ...Object.fromEntries(fromEnv) });
}

function sortedSettings(settings: Record<string, string | undefined>): ClientSettings {
  return Object.fromEntries(
    Object.entries(settings)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function writeClientStamp(outDir: string, settings: ClientSettings): void {
  writeFileSync(path.join(outDir, clientSettingsStamp), `${JSON.stringify(settings, null, 2)}\n`);
}

/** Why the client in `outDir` must be built before it is served with `wanted`; undefined: it need not. */
export function reasonToBuildClient(outDir: string, wanted: ClientSettings): string | undefined {
  const page = path.join(outDir, 'index.html');
  if (!existsSync(page)) return 'it is missing';
  const built = builtClientSettings(outDir);
  if (!built) return 'it carries no stamp of its settings';
  if (JSON.stringify(built) !== JSON.stringify(wanted)) return 'it was built with other settings';
  if (newestSourceChange() > statSync(page).mtimeMs) return 'a source is newer than it';
  return undefined;
}

function newestSourceChange(): number {
  return clientSources
    .map((source) => path.join(repositoryRoot, source))
    .filter((source) => existsSync(source))
    .reduce((newest, source) => Math.max(newest, newestChange(source)), 0);
}

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** The installed Vite's command line, or undefined without the development dependencies. */
function viteCommand(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('vite/package.json');
    return path.join(path.dirname(manifest), 'bin/vite.js');
  } catch {
    return undefined;
  }
}

/** Builds the client into `outDir` with `env`'s VITE_* settings (the stamp plugin records them). */
export function buildClient(outDir: string, env: NodeJS.ProcessEnv): void {
  const vite = viteCommand();
  if (!vite)
    throw new Error(
      'The client must be built and Vite is not installed (a production install): run npm ' +
        'install, or start with NODE_ENV=production to serve the build npm run build left in dist/.',
    );
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', outDir],
    // A production build whoever asks: under the test runner NODE_ENV is 'test', which gave the
    // browser tests React's development build (522 kB instead of 310 kB).
    { cwd: repositoryRoot, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

/**
 * Vite plugin: writes the settings of every build beside it, whoever runs it (npm start,
 * npm run build, the browser tests). A dotfile: the server does not serve dotfiles.
 */
export function buildSettingsStamp(): Plugin {
  let outDir = '';
  let settings: ClientSettings = {};
  return {
    name: 'cotizauto:build-settings-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      settings = sortedSettings(
        Object.fromEntries(
          Object.entries(config.env).filter(([name]) => isClientSetting(name)),
        ) as Record<string, string | undefined>,
      );
    },
    writeBundle() {
      writeClientStamp(outDir, settings);
    },
  };
}
