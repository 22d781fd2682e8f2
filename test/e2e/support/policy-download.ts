import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfTextLines } from '../../support/pdf-text';

/**
 * On a new buyer's thank-you page: creates the account's password, downloads the policy and
 * reads the PDF's text lines (each label and each value is a line of its own).
 */
export async function openAccountAndDownloadPolicy(page: Page) {
  await page.getByLabel('Contraseña', { exact: true }).fill('Segura#2026x');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText(/Tu cuenta está lista/).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar póliza' }).click();
  const file = await download;
  const path = await file.path();
  return { fileName: file.suggestedFilename(), lines: await pdfTextLines(await readFile(path)) };
}
