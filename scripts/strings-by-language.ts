/**
 * Vite plugin (build only): a strings module imported with `?language=es` (or `en`) keeps that
 * one language. Each area file (src/web/strings/areas) defines its Spanish and English side by
 * side with `defineStrings({ es, en })`; the browser's first load needs only the page's
 * language, so the other's object is dropped from the area, and the query is passed on to the
 * areas the module imports. Without the plugin (tests, dev server) the query changes nothing:
 * the module keeps both languages and the code reads the one it asked for.
 *
 * A page's texts (src/web/strings/page-text/) are Spanish in the build without a query: a page
 * brings its areas' Spanish, and their English comes with the English pack (page-areas.ts).
 */
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [field: string]: unknown };

const languages = ['es', 'en'] as const;
const stringsFolder = `${path.sep}src${path.sep}web${path.sep}strings${path.sep}`;
const pageTextFolder = `${stringsFolder}page-text${path.sep}`;

function languageOf(id: string): string | undefined {
  const [file, query] = id.split('?');
  if (!query && file?.includes(pageTextFolder)) return 'es';
  if (!query || !file?.includes(stringsFolder)) return undefined;
  const language = new URLSearchParams(query).get('language');
  return languages.find((known) => known === language);
}

/** Every node under `node`, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const value of Object.values(candidate))
    if (value && typeof value === 'object') yield* nodesOf(value);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The other languages' objects inside `defineStrings({ … })`, each replaced by `{}`. */
function otherLanguageEdits(program: Node, keep: string): Edit[] {
  const calls = [...nodesOf(program)].filter(
    (node) =>
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      (node.callee as { name: string }).name === 'defineStrings',
  );
  return calls.flatMap((call) => {
    const [strings] = call.arguments as Node[];
    if (strings?.type !== 'ObjectExpression') return [];
    return (strings.properties as Node[])
      .filter((property) => {
        const key = property.key as { name?: string; value?: string } | undefined;
        const name = key?.name ?? key?.value;
        return property.type === 'Property' && name !== keep && languages.some((l) => l === name);
      })
      .map((property) => {
        const value = property.value as Node;
        return { start: value.start, end: value.end, text: '{}' };
      });
  });
}

/** Relative imports of strings modules, each given the same `?language=`. */
function importEdits(program: Node, language: string): Edit[] {
  return (program.body as Node[])
    .filter((node) => node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration')
    .map((node) => node.source as Node | null)
    .filter((source): source is Node & { value: string } => {
      const value = (source as { value?: unknown } | null)?.value;
      return typeof value === 'string' && /^\.\.?\/.*areas\//.test(value);
    })
    .map((source) => ({
      start: source.start,
      end: source.end,
      text: JSON.stringify(`${source.value}?language=${language}`),
    }));
}

function applyEdits(code: string, edits: Edit[]): string {
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}

export function stringsByLanguage(): Plugin {
  return {
    name: 'cotizauto:strings-by-language',
    apply: 'build',
    transform(code, id) {
      const language = languageOf(id);
      if (!language) return undefined;
      const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
      const edits = [...otherLanguageEdits(program, language), ...importEdits(program, language)];
      return { code: applyEdits(code, edits), map: null };
    },
  };
}
