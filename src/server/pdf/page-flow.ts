import { textWidth, type Weight } from './pdf-fonts';
import type { PlacedText } from './pdf-writer';

/** US Letter, the size Mexican insurers print on; A4 printers fit it at 97 %. */
export const letterPage: [number, number] = [612, 792];

const margin = 50;
const valueColumn = 220;

/**
 * Lays text out top to bottom over as many pages as it needs: headings, label-value rows with
 * the value wrapped to its column, and notes wrapped to the page.
 */
export class PageFlow {
  readonly texts: PlacedText[] = [];
  private page = 0;
  private y: number;

  constructor(private readonly size: [number, number] = letterPage) {
    this.y = size[1] - margin;
  }

  get pageCount(): number {
    return this.page + 1;
  }

  heading(text: string, size = 13): void {
    this.room(size + 24);
    this.put(margin, text, size, 'bold');
    this.down(size + 9);
  }

  row(label: string, value: string): void {
    const lines = wrap(value, this.size[0] - margin - valueColumn, 9, 'regular');
    this.room(14 * lines.length);
    this.put(margin, label, 9, 'bold');
    for (const line of lines) {
      this.put(valueColumn, line, 9, 'regular');
      this.down(14);
    }
  }

  note(text: string, size = 8): void {
    for (const line of wrap(text, this.size[0] - 2 * margin, size, 'regular')) {
      this.room(size + 4);
      this.put(margin, line, size, 'regular');
      this.down(size + 4);
    }
  }

  gap(by = 10): void {
    this.down(by);
  }

  private put(x: number, text: string, size: number, weight: Weight) {
    if (text) this.texts.push({ page: this.page, x, y: this.y, size, weight, text });
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
