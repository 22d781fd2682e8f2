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
 * The PDF's lines, each cut where the layout leaves a column gap (two spaces or more): a table
 * row comes out as its label and its value.
 */
export async function pdfRows(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfText(bytes))
    .split('\n')
    .map((line) =>
      line
        .split(/\s{2,}/)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .filter((row) => row.length > 0);
}

/** The PDF's text items: its rows' cells, in reading order. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfRows(bytes)).flat();
}
