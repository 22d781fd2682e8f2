import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfTextLines } from '../../support/pdf-text';

/**
 * On a new buyer's thank-you page: waits for the account it opens, downloads the policy and
 * reads the PDF's text: its items (each label and each value line on its own) and the whole text
 * with the items joined by a space (a wrapped value reads as one).
 */
export async function openAccountAndDownloadPolicy(page: Page) {
  await page.getByText(/Tu cuenta está lista/).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar póliza' }).click();
  const file = await download;
  const path = await file.path();
  const lines = await pdfTextLines(await readFile(path));
  return { fileName: file.suggestedFilename(), lines, text: lines.join(' ') };
}
