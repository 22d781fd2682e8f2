import type { PDFFont } from 'pdf-lib';
import {
  fontBytes,
  layoutFeatures,
  loadFontkit,
  embedsWhole,
  textRuns,
  type FaceName,
  type TextRun,
  type Weight,
} from './pdf-fonts';
import { drawMarked, marksOf, writeStructTree, type StructNode } from './pdf-tags';

/** One line of text where the layout put it; pages are numbered from 0. */
export interface PlacedText {
  page: number;
  x: number;
  y: number;
  size: number;
  weight: Weight;
  text: string;
}

export interface PdfMeta {
  title: string;
  /** The brand the reader bought or quoted under. */
  author: string;
  /** BCP 47: es-MX, en-US. */
  language: string;
  pageSize: [number, number];
  pageCount: number;
}

/** What a layout gives the writer: its lines and the structure they belong to. */
export interface Layout {
  texts: readonly PlacedText[];
  structure: StructNode[];
}

type Faces = Map<`${FaceName}:${Weight}`, PDFFont>;

/**
 * Writes laid-out text into a PDF: each face is cut down to the letters the document uses
 * (harfbuzz's subsetter; pdf-lib's own drops glyphs of large fonts) or embedded whole where
 * that is small and its glyphs need the whole font's letter map, and
 * every line is written run by run in reading order, so `pdftotext` and screen readers read it
 * as laid out. The PDF is tagged: each line is marked content of its element in the structure
 * tree (headings, paragraphs, tables), in the document's language.
 */
export async function writePdf(meta: PdfMeta, layout: Layout): Promise<Uint8Array> {
  const { texts, structure } = layout;
  // Loaded on the first PDF: at start they cost CPU and memory that most processes never use.
  const [pdfLib, fontkit, { default: subsetFont }] = await Promise.all([
    import('pdf-lib'),
    loadFontkit(),
    import('subset-font'),
  ]);
  const { PDFDocument, rgb } = pdfLib;
  const marks = marksOf(structure, texts);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setLanguage(meta.language);
  pdf.setAuthor(meta.author);
  const placed = texts.map((text) => ({ ...text, runs: textRuns(text.text) }));
  const faces: Faces = new Map();
  for (const [key, letters] of lettersByFace(placed)) {
    const [face, weight] = key.split(':') as [FaceName, Weight];
    const bytes = embedsWhole(face)
      ? fontBytes(face, weight)
      : await subsetFont(fontBytes(face, weight), letters, { targetFormat: 'truetype' });
    faces.set(key, await pdf.embedFont(bytes, { features: layoutFeatures(face) }));
  }
  const pages = Array.from({ length: meta.pageCount }, () => pdf.addPage(meta.pageSize));
  const color = rgb(0.1, 0.1, 0.15);
  placed.forEach((text, index) => {
    const page = pages[text.page]!;
    drawMarked(pdfLib, page, marks[index]!, () => {
      let x = text.x;
      for (const run of text.runs) {
        const font = faces.get(`${run.face}:${text.weight}`)!;
        page.drawText(run.text, { x, y: text.y, size: text.size, font, color });
        x += font.widthOfTextAtSize(run.text, text.size);
      }
    });
  });
  writeStructTree(pdfLib, pdf, pages, structure, marks);
  return pdf.save();
}

function lettersByFace(texts: readonly { weight: Weight; runs: TextRun[] }[]) {
  const letters = new Map<`${FaceName}:${Weight}`, Set<string>>();
  for (const { weight, runs } of texts)
    for (const run of runs) {
      const key = `${run.face}:${weight}` as const;
      const set = letters.get(key) ?? new Set<string>();
      for (const char of run.text) set.add(char);
      letters.set(key, set);
    }
  return [...letters].map(([key, set]) => [key, [...set].join('')] as const);
}
