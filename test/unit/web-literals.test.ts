import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { es } from '../../src/web/strings/catalogue';

/**
 * Every user-facing text of a view comes from the string catalogues (src/web/strings/areas),
 * so English is complete. This scan reads each .tsx under src/web with the TypeScript parser
 * and lists what a person would see or hear that is written in place:
 * - JSX text with a letter in it (`<Text>Hola</Text>`);
 * - string literals and template text in user-facing props (label, placeholder, title,
 *   aria-label, alt, description, error, …) and in JSX children (`{'Hola'}`);
 * - the same props in object literals (`{ label: 'Día' }`, a view's option lists).
 * Text without letters (numbers, '·', '★') is not language and passes, and so does a catalogue
 * key handed to a prop that takes one (`title="page.quote"`).
 */
const webRoot = path.resolve(__dirname, '../../src/web');

const userFacingProps = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'description',
  'error',
  'message',
  'tooltip',
  'heading',
  'text',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
]);

const catalogueKeys: ReadonlySet<string> = new Set(Object.keys(es));
const isUserText = (text: string) => /\p{L}/u.test(text) && !catalogueKeys.has(text);

/** Operators whose operands can be what is shown; comparisons (`step === 'lead'`) are not. */
const valueOperators = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.PlusToken,
]);

function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The literal texts inside an expression (through conditionals, ?? and ||, templates). */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isConditionalExpression(node)) {
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node) && valueOperators.has(node.operatorToken.kind)) {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) {
    return node.expression ? literalTexts(node.expression) : [];
  }
  return [];
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** "file:line  text" for every user-facing literal in one file. */
export function findLiterals(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const text of texts.map((item) => item.trim()).filter(isUserText)) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(process.cwd(), file)}:${line + 1}  "${text}"`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    else if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
      report(node, literalTexts(node));
    } else if (ts.isJsxAttribute(node) && userFacingProps.has(propertyName(node.name) ?? '')) {
      if (node.initializer) report(node, literalTexts(node.initializer));
    } else if (
      ts.isPropertyAssignment(node) &&
      userFacingProps.has(propertyName(node.name) ?? '')
    ) {
      report(node, literalTexts(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('user-facing text in views', () => {
  it('recognises the literals it is meant to catch', () => {
    const sample = `
      const parts = [{ name: 'day', label: 'Día' }];
      export const View = ({ ok }) => (
        <Stack title={ok ? 'Listo' : t('x')} heading="page.quote">
          {step !== 'lead' && <Title />}
          Hola
          {'Adiós'}
          <Input aria-label={\`Paso \${n} de 5\`} placeholder="dd" className="wide" />
          <Text>{t('key')} · 5 ★</Text>
        </Stack>
      );`;
    expect(findLiterals('sample.tsx', sample).map((line) => line.split('  ')[1])).toEqual([
      '"Día"',
      '"Listo"',
      '"Hola"',
      '"Adiós"',
      '"Paso"',
      '"de 5"',
      '"dd"',
    ]);
  });

  it('finds none in any .tsx under src/web: move each into a catalogue area', () => {
    const literals = tsxFiles(webRoot).flatMap((file) =>
      findLiterals(file, readFileSync(file, 'utf8')),
    );
    expect(literals, `Literal texts found (file:line "text"):\n${literals.join('\n')}`).toEqual([]);
  });
});
