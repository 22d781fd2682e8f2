import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';

/** The structure types our documents use (PDF 1.7, 14.8.4): a table's label is its row's TH. */
export type StructTag = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD';

/**
 * One element of a tagged PDF's structure tree: its type and, in reading order, its child
 * elements or its texts (indexes into the document's placed texts).
 */
export interface StructNode {
  tag: StructTag;
  /** A header cell's direction: a label heads its row. */
  scope?: 'Row' | 'Column';
  kids: (StructNode | number)[];
}

/** Where a text's marked content is: its page, its id on that page and its element's type. */
export interface Mark {
  page: number;
  mcid: number;
  tag: StructTag;
}

type PdfLibrary = typeof PdfLib;

/**
 * Each text's marked content, numbered per page in drawing order. Every text belongs to one
 * element, or a screen reader would never reach it.
 */
export function marksOf(structure: readonly StructNode[], texts: readonly { page: number }[]) {
  const tags = new Map<number, StructTag>();
  const visit = (node: StructNode) => {
    for (const kid of node.kids) {
      if (typeof kid === 'number') tags.set(kid, node.tag);
      else visit(kid);
    }
  };
  structure.forEach(visit);
  const nextId = new Map<number, number>();
  return texts.map(({ page }, index): Mark => {
    const tag = tags.get(index);
    if (!tag) throw new Error(`text ${index} belongs to no element of the structure`);
    const mcid = nextId.get(page) ?? 0;
    nextId.set(page, mcid + 1);
    return { page, mcid, tag };
  });
}

/** Draws inside a marked-content sequence, `/<tag> << /MCID n >> BDC … EMC`. */
export function drawMarked(lib: PdfLibrary, page: PDFPage, mark: Mark, draw: () => void): void {
  const { PDFOperator, PDFOperatorNames: Ops, PDFName } = lib;
  // The property list as written: pdf-lib's operator arguments leave dictionaries out.
  const properties = `<< /MCID ${mark.mcid} >>`;
  page.pushOperators(
    PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of(mark.tag), properties]),
  );
  draw();
  page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
}

/**
 * Makes the PDF a tagged one: the catalog's /MarkInfo and /StructTreeRoot, a /Document element
 * holding the structure, each page's /StructParents and the /ParentTree that leads from a
 * page's marked content back to its element.
 */
export function writeStructTree(
  lib: PdfLibrary,
  pdf: PDFDocument,
  pages: readonly PDFPage[],
  structure: StructNode[],
  marks: readonly Mark[],
): void {
  const { context, catalog } = pdf;
  const { PDFName, PDFNumber } = lib;
  const parentsByPage: PDFRef[][] = pages.map(() => []);
  const element = (node: StructNode, parent: PDFRef): PDFRef => {
    const ref = context.nextRef();
    const firstText = node.kids.find((kid) => typeof kid === 'number');
    const page = firstText === undefined ? undefined : marks[firstText]!.page;
    const kids = node.kids.map((kid) => {
      if (typeof kid !== 'number') return element(kid, ref);
      const mark = marks[kid]!;
      parentsByPage[mark.page]![mark.mcid] = ref;
      // A paragraph that runs onto the next page points at its page there.
      return mark.page === page
        ? mark.mcid
        : context.obj({ Type: 'MCR', Pg: pages[mark.page]!.ref, MCID: mark.mcid });
    });
    context.assign(
      ref,
      context.obj({
        Type: 'StructElem',
        S: node.tag,
        P: parent,
        Pg: page === undefined ? undefined : pages[page]!.ref,
        A: node.scope ? { O: 'Table', Scope: node.scope } : undefined,
        K: kids,
      }),
    );
    return ref;
  };
  const root = context.nextRef();
  const document = element({ tag: 'Document', kids: structure }, root);
  context.assign(
    root,
    context.obj({
      Type: 'StructTreeRoot',
      K: document,
      ParentTree: { Nums: parentsByPage.flatMap((parents, key) => [key, parents]) },
      ParentTreeNextKey: pages.length,
    }),
  );
  pages.forEach((page, key) => {
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
  });
  catalog.set(PDFName.of('StructTreeRoot'), root);
  catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
}
