/**
 * What each route of a built client downloads before it can show itself, measured on the wire
 * (brotli, as the server answers a browser), against the budgets of issue 18. Read from the
 * build's Vite manifest, so it needs no browser: `npm run bench` (bundle.bench.ts) reports it
 * for the client `npm start` serves, and a browser test checks the one it builds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { clientRoutes } from '../../src/domain/site/routes';
import { routeModules } from '../../src/web/route-modules';
import { shellChunks, staticClosure, type Manifest } from '../../scripts/route-preloads';
import type { BenchFigure } from './run';

export interface RouteWeight {
  route: string;
  /** JavaScript a first visit to the route downloads before the page renders, in bytes on the wire. */
  jsBytes: number;
  cssBytes: number;
  budgetBytes: number;
}

const kB = 1000;
export const budgets = {
  homeJs: 170 * kB,
  otherRouteJs: 220 * kB,
  sentry: 35 * kB,
  source: 'issue 18',
} as const;

/** One route per page module (the others draw the same page), the not-found page aside. */
export const measuredRoutes = routeModules.filter(
  (route, index) =>
    route.path !== '*' && routeModules.findIndex(({ module }) => module === route.module) === index,
);

const sentryModule = 'src/web/errors/sentry-sdk.ts';

/**
 * What the server sends a browser: the build's brotli copy (scripts/precompress.ts) when there
 * is one, else what @fastify/compress makes on the fly (brotli at quality 4).
 */
function wireBytes(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
  }).byteLength;
}

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the client first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function chunkKey(manifest: Manifest, source: string): string {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of this build`);
  return source;
}

function sumBytes(clientDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of new Set(files)) total += wireBytes(path.join(clientDir, file));
  return total;
}

/** JS and CSS of the page shell plus `routeModule`, each file counted once. */
function firstLoad(clientDir: string, manifest: Manifest, routeModule: string) {
  const chunks = [
    ...staticClosure(manifest, [chunkKey(manifest, routeModule)], shellChunks(manifest)),
  ].map((key) => manifest[key]!);
  return {
    jsBytes: sumBytes(
      clientDir,
      chunks.map((chunk) => chunk.file),
    ),
    cssBytes: sumBytes(
      clientDir,
      chunks.flatMap((chunk) => chunk.css ?? []),
    ),
  };
}

export function routeWeights(clientDir: string): RouteWeight[] {
  const manifest = readManifest(clientDir);
  return measuredRoutes.map(({ path: route, module }) => ({
    route,
    ...firstLoad(clientDir, manifest, module),
    budgetBytes: route === clientRoutes.home ? budgets.homeJs : budgets.otherRouteJs,
  }));
}

/** What a build with a DSN downloads for error reporting, after the page is up. */
export function sentryBytes(clientDir: string): number {
  const manifest = readManifest(clientDir);
  const shell = shellChunks(manifest);
  const own = [...staticClosure(manifest, [chunkKey(manifest, sentryModule)])].filter(
    (key) => !shell.has(key),
  );
  return sumBytes(
    clientDir,
    own.map((key) => manifest[key]!.file),
  );
}

/** Each route's JS and CSS on the wire, and the Sentry SDK's, in kB against their budgets. */
export function bundleFigures(clientDir: string): BenchFigure[] {
  const figures = routeWeights(clientDir).flatMap(({ route, jsBytes, cssBytes, budgetBytes }) => [
    {
      name: `${route} first-load JS on the wire`,
      value: jsBytes / kB,
      unit: 'kB',
      budget: { atMost: budgetBytes / kB, source: budgets.source },
    },
    { name: `${route} first-load CSS on the wire`, value: cssBytes / kB, unit: 'kB' },
  ]);
  return [
    ...figures,
    {
      name: 'Sentry error SDK (with a DSN) on the wire',
      value: sentryBytes(clientDir) / kB,
      unit: 'kB',
      budget: { atMost: budgets.sentry / kB, source: budgets.source },
    },
  ];
}
