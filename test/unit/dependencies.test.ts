import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/project-root';
import { fontFiles } from '../../src/server/pdf/pdf-fonts';
import { serverBuildOptions } from '../../scripts/server-build.mjs';

/**
 * A production install (`npm ci --omit=dev`) holds `dependencies` only, and the compiled server
 * keeps every package external: so `dependencies` must be exactly what the bundle imports (and
 * the font files it reads), no more (the client's packages are bundled by Vite) and no less.
 * The install itself is proved by scripts/check-production-install.ts in CI.
 */
const readJson = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8')) as T;
const manifest = readJson<{ dependencies: Record<string, string>; engines: { node: string } }>(
  'package.json',
);
const lockfile = readJson<{ packages: Record<string, { engines?: { node?: string } }> }>(
  'package-lock.json',
);
// semver ships no types of its own: the one function used here.
const semver = createRequire(import.meta.url)('semver') as {
  subset: (range: string, superset: string) => boolean;
};

/** `@scope/name/deep/file.js` → `@scope/name`; `name/deep` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

interface PackageImport {
  bundle: string;
  packageName: string;
  specifier: string;
  kind: string;
}

let outdir: string;
let imports: PackageImport[];

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'cotizauto-server-bundle-'));
  const { metafile } = await build({ ...serverBuildOptions(projectRoot), outdir, write: false });
  imports = packageImports(metafile);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function packageImports(metafile: Metafile): PackageImport[] {
  return Object.entries(metafile.outputs).flatMap(([file, output]) =>
    output.imports
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => ({
        bundle: path.basename(file),
        packageName: packageOf(entry.path),
        specifier: entry.path,
        kind: entry.kind,
      })),
  );
}

describe('the production dependencies', () => {
  it('are the packages the compiled server imports and the fonts its PDFs read', () => {
    const fontPackages = Object.values(fontFiles).flatMap((weights) =>
      Object.values(weights).map(packageOf),
    );
    const usedAtRunTime = new Set([
      ...imports.filter((entry) => entry.packageName !== 'vite').map((entry) => entry.packageName),
      ...fontPackages,
    ]);
    expect([...usedAtRunTime].sort()).toEqual(Object.keys(manifest.dependencies).sort());
  });

  it('leave out Vite, which only the development start loads, on demand, to build the client', () => {
    const vite = imports.filter((entry) => entry.packageName === 'vite');
    expect(vite).toEqual([
      {
        bundle: 'prepare-client.js',
        packageName: 'vite',
        specifier: 'vite',
        kind: 'dynamic-import',
      },
    ]);
  });

  it('are imported by specifiers Node itself resolves (an exports map refuses a guessed .js)', () => {
    const specifiers = [...new Set(imports.map((entry) => entry.specifier))];
    // Node's own ESM resolver, from the project's root, as `npm start` runs the bundle.
    const unresolved = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const failed = [];
         for (const specifier of ${JSON.stringify(specifiers)}) {
           try { import.meta.resolve(specifier); } catch { failed.push(specifier); }
         }
         process.stdout.write(JSON.stringify(failed));`,
      ],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(specifiers.length).toBeGreaterThan(10);
    expect(JSON.parse(unresolved)).toEqual([]);
  });
});

describe('engines.node', () => {
  it('names only Node versions every locked package accepts (npm install warns of no other)', () => {
    const refusing = Object.entries(lockfile.packages)
      .filter(([name, entry]) => name && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(manifest.engines.node, entry.engines!.node!))
      .map(
        ([name, entry]) => `${name.replace(/^.*node_modules\//, '')} wants ${entry.engines!.node}`,
      );
    expect(refusing).toEqual([]);
  });
});
