import { execFile } from 'node:child_process';

/**
 * The text a PDF shows, as poppler's `pdftotext` extracts it (what a reader copies or a screen
 * reader speaks): the whole text, read in layout order.
 */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(Buffer.from(bytes));
  });
}

/**
 * The PDF's text items: each line of the extracted text cut where the layout leaves a column
 * gap (two spaces or more), so a label and its value come out as two items.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfText(bytes))
    .split('\n')
    .flatMap((line) => line.split(/\s{2,}/))
    .map((item) => item.trim())
    .filter(Boolean);
}
