import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { projectRoot } from '../project-root';

/** The reference data shipped with the project (see data/ATTRIBUTION.md). */
export const dataDir = path.join(projectRoot, 'data') + path.sep;

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
