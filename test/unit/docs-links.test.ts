import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation is only useful while its links lead somewhere: every relative link of the
 * Markdown pages, and every `docs/….md#anchor` a code comment points to, must name an existing
 * page and, with an anchor, one of its headings.
 */
const root = path.resolve(import.meta.dirname, '../..');
const skipped = new Set(['node_modules', 'dist', '.data', '.git', 'coverage']);

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((entry) => {
    if (skipped.has(entry)) return [];
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to dashes. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of readFileSync(page, 'utf8').matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const slug = (heading as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with a link written in `fromFile`, or undefined when it leads somewhere. */
function brokenLink(fromFile: string, target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const page = file === '' ? fromFile : path.resolve(path.dirname(fromFile), file);
  if (!existsSync(page)) return `${target}: no such file`;
  if (anchor === undefined || statSync(page).isDirectory()) return undefined;
  return anchorsOf(page).has(anchor) ? undefined : `${target}: no heading with that anchor`;
}

/**
 * A repository path written in code format (`src/server/app.ts`, `test/bench/`): a top folder of
 * the repository, then a file with its extension or a folder. Globs and placeholders (a star,
 * an ellipsis) name no single file and are left out.
 */
const citedFile =
  /`((?:src|machines|test|scripts|docs|data|public|eslint)\/[\w./-]*(?:\.\w+|\/))(?:#[\w-]+)?`/g;

/** Folders the repository ignores (.gitignore): made by builds and test runs, cited all the same. */
const ignoredFolders = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'));
const madeByRuns = (file: string) => ignoredFolders.some((folder) => file.startsWith(folder));

const markdownPages = [
  path.join(root, 'README.md'),
  ...filesUnder(path.join(root, 'docs'), (file) => file.endsWith('.md')),
  ...filesUnder(path.join(root, 'machines'), (file) => file.endsWith('README.md')),
];

const sourceFiles = ['src', 'machines', 'scripts', 'test'].flatMap((folder) =>
  filesUnder(path.join(root, folder), (file) => /\.(ts|tsx)$/.test(file)),
);

describe('the documentation links', () => {
  it.each(markdownPages.map((page) => [path.relative(root, page), page]))(
    '%s links only to pages and headings that exist',
    (_, page) => {
      const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] as string)
        .filter((target) => !/^[a-z]+:/.test(target));
      const broken = targets.map((target) => brokenLink(page, target)).filter(Boolean);
      expect(broken).toEqual([]);
    },
  );

  it('gives every code comment that cites docs/ a page and heading that exist', () => {
    const citations = sourceFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]+\.md(?:#[\w-]+)?/g)].map(
        (match) => ({ file: path.relative(root, file), target: match[0] }),
      ),
    );
    expect(citations.length).toBeGreaterThan(40);
    const broken = citations
      .map(({ file, target }) => {
        const problem = brokenLink(path.join(root, 'index'), target);
        return problem && `${file}: ${problem}`;
      })
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(markdownPages.map((page) => [path.relative(root, page), page]))(
    '%s cites only files of the repository that exist',
    (_, page) => {
      const cited = [...readFileSync(page, 'utf8').matchAll(citedFile)].map(
        (match) => match[1] as string,
      );
      const missing = cited.filter(
        (file) => !existsSync(path.join(root, file)) && !madeByRuns(file),
      );
      expect(missing).toEqual([]);
    },
  );
});
