/**
 * Vite plugin: gives @mantine/hooks (and so every Mantine component) the `useId` of
 * src/web/vendor/use-id.ts, which keeps React's id instead of replacing it after mount.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const hooksIndex = /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const stableUseId = path.resolve(import.meta.dirname, '../src/web/vendor/use-id.ts');

export function mantineStableIds(): Plugin {
  return {
    name: 'cotizauto:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && hooksIndex.test(importer))
        return stableUseId;
      return undefined;
    },
  };
}
