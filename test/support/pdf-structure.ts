import { expect } from 'vitest';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/** What a page's content stream marks, as a screen reader finds it. */
export interface PageMarks {
  /** The MCIDs of the page's marked content, in drawing order. */
  mcids: number[];
  /** Every BDC has its EMC, and no EMC comes without one. */
  balanced: boolean;
  /** Text-showing operators (Tj, TJ) outside any marked content. */
  unmarkedTexts: number;
  /** MCIDs the parent tree does not lead back to an element holding them. */
  unreachable: number[];
}

/** A PDF's tagging, read with pdf-lib from the file itself. */
export interface PdfTagging {
  marked: boolean;
  language: string | undefined;
  title: string | undefined;
  displaysTitle: boolean;
  /** Each structure element's path from the root, in reading order: 'Document/Table/TR/TH'. */
  elements: string[];
  pages: PageMarks[];
}

const name = (key: string) => PDFName.of(key);

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/**
 * A tagged PDF's pages as a screen reader needs them: each page has marked content, every BDC
 * its EMC, no text outside, and each MCID once and reachable from the parent tree.
 */
export function expectEveryLineMarked(tagging: PdfTagging): void {
  expect(tagging.pages.length).toBeGreaterThan(0);
  for (const page of tagging.pages) {
    expect(page.mcids.length).toBeGreaterThan(0);
    expect(page).toMatchObject({ balanced: true, unmarkedTexts: 0, unreachable: [] });
    expect(new Set(page.mcids).size).toBe(page.mcids.length);
  }
}

export async function pdfTagging(bytes: Uint8Array): Promise<PdfTagging> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog, context } = pdf;
  const markInfo = catalog.lookupMaybe(name('MarkInfo'), PDFDict);
  const preferences = catalog.lookupMaybe(name('ViewerPreferences'), PDFDict);
  const root = catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
  return {
    marked: markInfo?.get(name('Marked')) === PDFBool.True,
    language: text(catalog.lookup(name('Lang'))),
    title: pdf.getTitle(),
    displaysTitle: preferences?.get(name('DisplayDocTitle')) === PDFBool.True,
    elements: root ? elementPaths(root, '') : [],
    pages: pdf
      .getPages()
      .map((page) => pageMarks(page, root?.lookupMaybe(name('ParentTree'), PDFDict))),
  };

  function elementPaths(node: PDFDict, path: string): string[] {
    const kids = node.lookup(name('K'));
    const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
    return list.flatMap((kid) => {
      const element = kid instanceof PDFRef ? context.lookup(kid) : kid;
      if (!(element instanceof PDFDict) || !element.has(name('S'))) return [];
      const own = `${path}${path ? '/' : ''}${element.lookup(name('S'), PDFName).decodeText()}`;
      return [own, ...elementPaths(element, own)];
    });
  }

  function pageMarks(page: PDFPage, parentTree: PDFDict | undefined): PageMarks {
    const scan = contentOf(page).replace(/<[0-9A-Fa-f\s]*>/g, '');
    const mcids: number[] = [];
    let depth = 0;
    let balanced = true;
    let unmarkedTexts = 0;
    for (const [operator, mcid] of scan.matchAll(
      /(?:\/MCID\s+(\d+)\s*>>\s*)?\bBDC\b|\bEMC\b|\bT[jJ]\b/g,
    )) {
      if (operator.endsWith('BDC')) {
        depth += 1;
        if (mcid !== undefined) mcids.push(Number(mcid));
      } else if (operator === 'EMC') {
        depth -= 1;
        if (depth < 0) balanced = false;
      } else if (depth === 0) unmarkedTexts += 1;
    }
    const parents = parentsOf(page, parentTree);
    return {
      mcids,
      balanced: balanced && depth === 0,
      unmarkedTexts,
      unreachable: mcids.filter((mcid) => !holds(parents?.lookup(mcid), page, mcid)),
    };
  }

  function contentOf(page: PDFPage): string {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams
      .map((stream) => context.lookup(stream))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
  }

  /** The page's entry in the parent tree (a flat /Nums array), by its /StructParents key. */
  function parentsOf(page: PDFPage, parentTree: PDFDict | undefined): PDFArray | undefined {
    const key = page.node.lookupMaybe(name('StructParents'), PDFNumber)?.asNumber();
    const nums = parentTree?.lookupMaybe(name('Nums'), PDFArray);
    if (key === undefined || !nums) return undefined;
    for (let index = 0; index < nums.size(); index += 2)
      if (nums.lookup(index, PDFNumber).asNumber() === key) return nums.lookup(index + 1, PDFArray);
    return undefined;
  }

  /** The element holds the MCID on this page: as a number (its page) or a marked-content reference. */
  function holds(element: PDFObject | undefined, page: PDFPage, mcid: number): boolean {
    if (!(element instanceof PDFDict)) return false;
    const kids = element.lookup(name('K'));
    const list = kids instanceof PDFArray ? kids.asArray() : [kids];
    const onPage = (dict: PDFDict) => dict.get(name('Pg')) === page.ref;
    return list.some((kid) => {
      const item = kid instanceof PDFRef ? context.lookup(kid) : kid;
      if (item instanceof PDFNumber) return item.asNumber() === mcid && onPage(element);
      return (
        item instanceof PDFDict &&
        item.lookupMaybe(name('MCID'), PDFNumber)?.asNumber() === mcid &&
        onPage(item)
      );
    });
  }
}
