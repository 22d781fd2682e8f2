import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * import cycles are forbidden, `import type` included (docs/architecture/layers.md: no import cycles).
 *
 * Why our own rule: eslint-plugin-import-x's `no-cycle` skips type-only imports by design, and
 * the cycles this repository had were type-only (routes/index.ts ↔ *-area.ts): they compiled and
 * ran, but they tangled the layers all the same. Module names are resolved by TypeScript itself
 * with the nearest tsconfig.json, so `paths`, extensions and index files resolve as tsc does.
 */

/** Each file's resolved project imports, re-read when the file changes on disk. */
const importsByFile = new Map();
/** Compiler options and resolution cache per tsconfig.json (or per folder without one). */
const resolversByConfig = new Map();

function resolverFor(directory) {
  const configPath = ts.findConfigFile(directory, ts.sys.fileExists) ?? directory;
  let resolver = resolversByConfig.get(configPath);
  if (!resolver) {
    const options = configPath.endsWith('.json')
      ? ts.parseJsonConfigFileContent(
          ts.readConfigFile(configPath, ts.sys.readFile).config,
          ts.sys,
          path.dirname(configPath),
        ).options
      : { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    const cache = ts.createModuleResolutionCache(path.dirname(configPath), (name) => name, options);
    resolver = { options, cache };
    resolversByConfig.set(configPath, resolver);
  }
  return resolver;
}

/** The project file a specifier names, or undefined for packages and unresolved names. */
function resolveImport(specifier, fromFile) {
  const { options, cache } = resolverFor(path.dirname(fromFile));
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  if (resolved.resolvedFileName.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  return path.resolve(resolved.resolvedFileName);
}

function importsOf(file) {
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return [];
  const cached = importsByFile.get(file);
  if (cached?.modified === modified) return cached.imports;
  const text = fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
    .filter((target) => target !== undefined);
  importsByFile.set(file, { modified, imports });
  return imports;
}

/** The files from `start` back to `file`, or undefined when no import path leads back. */
function pathBack(start, file) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === file) {
      const route = [];
      for (let step = current; step !== undefined; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of importsOf(current)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports (type-only ones too) that lead back to this file' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{route}}. Move what both sides need into a module that neither imports back.',
    },
  },
  create(context) {
    // Text linted without a file (`<text>`) has no place in the import graph.
    if (!path.isAbsolute(context.physicalFilename)) return {};
    const file = path.resolve(context.physicalFilename);
    const root = context.cwd;

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (!target || target === file) return;
      const route = pathBack(target, file);
      if (!route) return;
      context.report({
        node: source,
        messageId: 'cycle',
        data: { route: [file, ...route].map((step) => path.relative(root, step)).join(' → ') },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
