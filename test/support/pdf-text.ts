import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The text lines a PDF draws (pdf-lib writes each as a hex string shown with Tj). */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream
        ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')]
        : [],
    )
    .flatMap((content) => [...content.matchAll(/<([0-9A-F]*)> Tj/g)])
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
}
