import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

/** The reference data shipped with the project (see data/ATTRIBUTION.md). */
export const dataDir = fileURLToPath(new URL('../../../data/', import.meta.url));

function readDataFile(relativePath: string): Buffer {
  const bytes = readFileSync(dataDir + relativePath);
  return relativePath.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

/** The rows of a UTF-8 CSV with a header row, every column as text (leading zeros survive). */
export function readDataCsv(relativePath: string): Record<string, string>[] {
  return parse(readDataFile(relativePath), { columns: true, skip_empty_lines: true });
}

/** A short digest of data files: a seeder's version, so changed data reloads on next start. */
export function dataVersion(...relativePaths: string[]): string {
  const hash = createHash('sha256');
  for (const file of relativePaths) hash.update(readFileSync(dataDir + file));
  return hash.digest('hex').slice(0, 16);
}
