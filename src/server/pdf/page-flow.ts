import { loadFontkit, textWidth, type Weight } from './pdf-fonts';
import type { PlacedText } from './pdf-writer';
import type { StructNode } from './pdf-tags';

/** US Letter, the size Mexican insurers print on; A4 printers fit it at 97 %. */
export const letterPage: [number, number] = [612, 792];

const margin = 50;
const valueColumn = 220;

const headingSizes = { 1: 18, 2: 13 } as const;

/**
 * Lays text out top to bottom over as many pages as it needs: headings, tables of label-value
 * rows with the value wrapped to its column, and notes wrapped to the page. It records what each
 * line is (heading, table cell, paragraph) as the document's structure, for the tagged PDF.
 */
export class PageFlow {
  readonly texts: PlacedText[] = [];
  /** The document's elements in reading order; their texts are indexes into `texts`. */
  readonly structure: StructNode[] = [];
  private page = 0;
  private y: number;

  private constructor(private readonly size: [number, number]) {
    this.y = size[1] - margin;
  }

  /** A flow of pages of `size`, once the fonts that measure its text can be read. */
  static async open(size: [number, number] = letterPage): Promise<PageFlow> {
    await loadFontkit();
    return new PageFlow(size);
  }

  get pageCount(): number {
    return this.page + 1;
  }

  /** The document's title (level 1) or a section's (level 2). */
  heading(text: string, level: 1 | 2 = 2): void {
    const size = headingSizes[level];
    const heading = this.element(level === 1 ? 'H1' : 'H2');
    this.room(size + 24);
    this.put(margin, text, size, 'bold', heading);
    this.down(size + 9);
  }

  /** Label-value rows: each label is its row's header. */
  table(rows: readonly (readonly [string, string])[]): void {
    const table = this.element('Table');
    for (const [label, value] of rows) {
      const header: StructNode = { tag: 'TH', scope: 'Row', kids: [] };
      const cell: StructNode = { tag: 'TD', kids: [] };
      table.kids.push({ tag: 'TR', kids: [header, cell] });
      const lines = wrap(value, this.size[0] - margin - valueColumn, 9, 'regular');
      this.room(14 * lines.length);
      this.put(margin, label, 9, 'bold', header);
      for (const line of lines) {
        this.put(valueColumn, line, 9, 'regular', cell);
        this.down(14);
      }
    }
  }

  /** A paragraph, wrapped to the page. */
  note(text: string, size = 8): void {
    const paragraph = this.element('P');
    for (const line of wrap(text, this.size[0] - 2 * margin, size, 'regular')) {
      this.room(size + 4);
      this.put(margin, line, size, 'regular', paragraph);
      this.down(size + 4);
    }
  }

  gap(by = 10): void {
    this.down(by);
  }

  private element(tag: StructNode['tag']): StructNode {
    const element: StructNode = { tag, kids: [] };
    this.structure.push(element);
    return element;
  }

  private put(x: number, text: string, size: number, weight: Weight, into: StructNode) {
    if (!text) return;
    into.kids.push(this.texts.length);
    this.texts.push({ page: this.page, x, y: this.y, size, weight, text });
  }

  private down(by: number) {
    this.y -= by;
  }

  /** A new page when what follows would run into the bottom margin. */
  private room(height: number) {
    if (this.y - height >= margin) return;
    this.page += 1;
    this.y = this.size[1] - margin;
  }
}

/** The text in lines no wider than `width`: by words, and by letters for a word too long. */
export function wrap(text: string, width: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, weight) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && textWidth(line + char, size, weight) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
