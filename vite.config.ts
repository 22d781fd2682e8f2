/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildSettingsStamp, clientEnvPrefixes } from './scripts/client-build.ts';
import { precompressAssets } from './scripts/precompress.ts';
import { routePreloadList } from './scripts/route-preloads.ts';
import { mantineComponentStyles } from './scripts/mantine-component-styles.ts';
import { stringsByLanguage } from './scripts/strings-by-language.ts';
import { scrollAreaRefs } from './scripts/scroll-area-refs.ts';
import { mantineHooks } from './scripts/mantine-hooks.ts';
import { prerenderPublicPages } from './scripts/prerender.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';

const apiPrefixes = ['/api', '/quotation', '/catalog', '/policy', '/mail'];
const serverUrl = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
// Vitest leaves a core to itself (2 cores: one worker), but its own process mostly waits: on two
// cores, two workers ran the unit tests in 28 s instead of 34 (both cores busy with other work).
const cores = availableParallelism();
// Browser test files one more at a time than there are cores: a file that waits on a server it
// restarts or on its page leaves a core to the others (3 on 2 cores cut the project by about 40
// s; docs/architecture/testing-and-builds.md); E2E_WORKERS=1 for one.
const e2eWorkers = Number(process.env.E2E_WORKERS ?? cores + 1);

export default defineConfig({
  envPrefix: [...clientEnvPrefixes],
  plugins: [
    react(),
    mantineComponentStyles(),
    stringsByLanguage(),
    scrollAreaRefs(),
    mantineHooks(),
    buildSettingsStamp(),
    precompressAssets(),
    routePreloadList(),
    prerenderPublicPages(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps for error reporting stay on disk: no sourceMappingURL in the bundles, and the server
    // does not serve *.map files.
    sourcemap: 'hidden',
    // The chunks of each route (scripts/route-preloads.ts) and the bundle budgets read it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework, the shell and each page's parts in a few files (scripts/chunk-groups.ts).
        codeSplitting: { groups: chunkGroups(import.meta.dirname) },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: serverUrl, changeOrigin: false }]),
    ),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/{unit,server,machines}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/setup-node.ts'],
          maxWorkers: cores,
          // One module graph per worker, not per file: importing the server for each of the
          // ~160 files was most of this project's time (a third of it without). Every file
          // builds its own app and database; setup-node.ts ends what a file may leave behind.
          isolate: false,
          // Budgets against a hang, not bets on speed: the app's model walk (27 s with the
          // machine busy) took 70 to 130 s with both cores kept busy as well.
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          maxWorkers: cores,
          setupFiles: ['test/support/setup-web.ts'],
          // A budget against a hang, not a bet on speed: a customise panel test (28–35 s with
          // the machine busy) took over 60 s with it four times oversubscribed.
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts', 'test/e2e/support/global-setup.ts'],
          // E2E_WORKERS files at once (one Chromium each, one shared server); one by default.
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          // After the node and web projects (Vitest runs a pool of another size as its own
          // group): the browser files then have the cores to themselves.
          sequence: { groupOrder: 1 },
          // Files share a worker's modules, so its Chromium too (support/chromium.ts): each file
          // opens its own browser context instead of starting a browser.
          isolate: false,
          // Budgets against a hang, not bets on speed: three files at a time with both cores
          // kept busy by other work take two to three times as long as on an idle machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll waits on what the page shows; Vitest's default (1 s) is a bet on the
          // machine's speed that a busy machine loses.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
