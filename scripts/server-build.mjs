/**
 * The server compiled ahead of time: esbuild bundles the server's TypeScript (and the step that
 * prepares the client) into dist/server, so `npm start` runs plain JavaScript with no compiler
 * loaded. Packages stay in node_modules (PGlite's WebAssembly, argon2's binary). Plain
 * JavaScript itself: it runs before anything is compiled. `node scripts/server-build.mjs`
 * builds; `npm start` builds only when the bundle is missing or older than a file it holds.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const serverDist = 'dist/server';

/**
 * Node's flags for the server process, wherever it is started for real (scripts/start.mjs, the
 * benches): its old generation bounded so V8 collects garbage before it piles up (RSS 303 → 387 MB
 * over 20,000 quotes without it). 160 MB is 2.5× the live heap's peak under 20,000 quotes, 1,000
 * full rounds and 400 PDFs of a round at once (63 MB); a seed's working set, which needs more,
 * loads in a child process of its own (src/server/db/first-start-seeding.ts). Node refuses some
 * flags in NODE_OPTIONS, so they go on the command line.
 */
export const serverNodeArgs = ['--max-old-space-size=160'];
const entryPoints = {
  main: 'src/server/main.ts',
  // A first start seeds PGlite in a child process (src/server/db/first-start-seeding.ts).
  'seed-database': 'src/server/db/seed-main.ts',
  'prepare-client': 'scripts/prepare-client-step.ts',
  // Operators import the official postal catalogue on the production host too.
  'import-sepomex': 'scripts/import-sepomex.ts',
};
/** The files the last build read, beside the bundle: a newer one means the bundle is stale. */
const inputsFile = 'inputs.json';

const outputsUnder = (root) =>
  Object.keys(entryPoints).map((name) => path.join(root, serverDist, `${name}.js`));

/** The first file of the bundle under `root` that is missing (relative to it); undefined: none. */
export function missingServerBuild(root) {
  const missing = outputsUnder(root).find((output) => !existsSync(output));
  return missing && path.relative(root, missing);
}

/** Why the bundle under `root` must be built before it runs; undefined: it need not. */
export function reasonToBuildServer(root) {
  const outputs = outputsUnder(root);
  const inputsPath = path.join(root, serverDist, inputsFile);
  if (missingServerBuild(root) || !existsSync(inputsPath)) return 'it is missing';
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const inputs = JSON.parse(readFileSync(inputsPath, 'utf8'));
  const changed = inputs.find((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
  return changed ? `${changed} changed` : undefined;
}

/** The package.json of the package that holds `file`, named `name`. */
function manifestOf(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifestPath = path.join(dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.name === name) return manifest;
  }
  return {};
}

/** Whether the package's exports map names the subpath: Node then resolves it as written. */
function isExportedSubpath(file, specifier) {
  const [, name, subpath] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(specifier);
  const { exports } = manifestOf(file, name);
  return typeof exports === 'object' && exports !== null && `./${subpath}` in exports;
}

/**
 * Packages stay external, but Node's ESM loader wants the file extension a bundler or tsx
 * guesses for a package without an exports map: `dayjs/plugin/utc` (imported here until 28 Nov
 * 2026) had to be written `dayjs/plugin/utc.js` in the output. A subpath the package exports by
 * name (`@sentry/core/server`) is kept as written: only that resolves.
 */
const deepImportsWithExtension = {
  name: 'deep-imports-with-extension',
  setup(build) {
    const require = createRequire(path.join(build.initialOptions.absWorkingDir, 'package.json'));
    build.onResolve({ filter: /^(@[^/]+\/)?[^./][^/]*\/[^.]+$/ }, ({ path: specifier }) => {
      const file = require.resolve(specifier);
      const guessed =
        !isExportedSubpath(file, specifier) &&
        file.endsWith(`${path.sep}${path.basename(specifier)}.js`);
      return { path: guessed ? `${specifier}.js` : specifier, external: true };
    });
  },
};

/** How the server is bundled (also read by the test that holds its imports to `dependencies`). */
export function serverBuildOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [deepImportsWithExtension],
  };
}

export async function buildServer(root) {
  const esbuild = await import('esbuild').catch(() => undefined);
  if (!esbuild)
    throw new Error(
      'The server must be built and esbuild is not installed (a production install): run ' +
        'npm install, or start with NODE_ENV=production to serve the build npm run build left in dist/.',
    );
  const result = await esbuild.build(serverBuildOptions(root));
  const inputs = [...Object.keys(result.metafile.inputs), 'package-lock.json'];
  mkdirSync(path.join(root, serverDist), { recursive: true });
  writeFileSync(path.join(root, serverDist, inputsFile), `${JSON.stringify(inputs, null, 1)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer(path.resolve(import.meta.dirname, '..'));
  console.log(`Server built into ${serverDist}`);
}
