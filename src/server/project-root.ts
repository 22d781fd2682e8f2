import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root folder: the nearest folder above `from` that holds package.json. The
 * server runs both from its sources (tests, `npm run dev`) and bundled into dist/server
 * (`npm start`), so files it ships with (migrations, data/) are found from here rather than
 * relative to the running module.
 */
export function findProjectRoot(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
