import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

/**
 * `npm run bench`: runs every *.bench.ts beside this file, one after the other. Each bench
 * prints its figures against its target and sets process.exitCode when it misses one.
 */
const folder = path.dirname(fileURLToPath(import.meta.url));
const benches = (await readdir(folder)).filter((name) => name.endsWith('.bench.ts')).sort();
for (const name of benches) {
  console.log(`\n# ${name}`);
  await import(pathToFileURL(path.join(folder, name)).href);
}
