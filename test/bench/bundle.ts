/**
 * What each route of a built client downloads before it can show itself, measured on the wire
 * (brotli, as the server's compression answers a browser), against the budgets of issue 18.
 * Read from the build's Vite manifest, so it needs no browser. Run alone
 * (`node --import tsx test/bench/bundle.ts [clientDir]`) or through `npm run bench`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { clientRoutes } from '../../src/domain/routes';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

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

/** Each route's page module: the chunk the router loads for it. */
export const routeModules: Record<string, string> = {
  [clientRoutes.home]: 'src/web/pages/home.tsx',
  [clientRoutes.quote]: 'src/web/pages/flow-pages.tsx',
  [clientRoutes.help]: 'src/web/pages/help-page.tsx',
  [clientRoutes.accessibility]: 'src/web/pages/accessibility-page.tsx',
  [clientRoutes.terms]: 'src/web/legal/legal-page.tsx',
  [clientRoutes.compareInsurance]: 'src/web/landing/compare-insurance-page.tsx',
  [clientRoutes.flows]: 'src/web/pages/flows-page.tsx',
};

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

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
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
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const chunks = [...staticClosure(manifest, [...entries, chunkKey(manifest, routeModule)])].map(
    (key) => manifest[key]!,
  );
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
  return Object.entries(routeModules).map(([route, routeModule]) => ({
    route,
    ...firstLoad(clientDir, manifest, routeModule),
    budgetBytes: route === clientRoutes.home ? budgets.homeJs : budgets.otherRouteJs,
  }));
}

/** What a build with a DSN downloads for error reporting, after the page is up. */
export function sentryBytes(clientDir: string): number {
  const manifest = readManifest(clientDir);
  const shell = staticClosure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  const own = [...staticClosure(manifest, [chunkKey(manifest, sentryModule)])].filter(
    (key) => !shell.has(key),
  );
  return sumBytes(
    clientDir,
    own.map((key) => manifest[key]!.file),
  );
}

const kilobytes = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

/** Prints every route's weight against its budget; true when every budget is met. */
export function reportBundle(clientDir: string): boolean {
  let met = true;
  for (const { route, jsBytes, cssBytes, budgetBytes } of routeWeights(clientDir)) {
    const pass = jsBytes <= budgetBytes;
    met &&= pass;
    console.log(
      `${pass ? 'PASS' : 'MISS'}  ${route.padEnd(26)} JS ${kilobytes(jsBytes).padStart(9)}  ` +
        `CSS ${kilobytes(cssBytes).padStart(8)}  (JS ≤ ${kilobytes(budgetBytes)}, ${budgets.source})`,
    );
  }
  const sentry = sentryBytes(clientDir);
  const pass = sentry <= budgets.sentry;
  console.log(
    `${pass ? 'PASS' : 'MISS'}  ${'Sentry (with a DSN)'.padEnd(26)} JS ${kilobytes(sentry).padStart(9)}` +
      `  (≤ ${kilobytes(budgets.sentry)}, ${budgets.source})`,
  );
  return met && pass;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  process.exitCode = reportBundle(clientDir) ? 0 : 1;
}
