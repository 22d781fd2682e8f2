import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the thank-you page's heading; gives back the policy number it shows. */
export async function policyNumberOnThankYou(page: Page, heading: string): Promise<string> {
  await page.waitForURL(/\/thank-you/, { timeout: 120_000 });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const text = await page.getByText(/Número de póliza:/).textContent();
  return text!.replace('Número de póliza:', '').trim();
}

/**
 * A new buyer's account opens as the thank-you page starts: signed in to this policy, asked no
 * password (the e-mailed link sets it).
 */
export async function accountOpenedOnThankYou(page: Page) {
  await page.getByText(/Tu cuenta está lista/).waitFor();
  await expect(page.getByLabel('Contraseña', { exact: true }).count()).resolves.toBe(0);
}

/** 'Descargar póliza' saves the policy's PDF, named after its number. */
export async function expectPolicyPdfDownloads(page: Page, policyNumber: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar póliza' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`poliza-${policyNumber}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
