/**
 * Vite plugin: gives @mantine/hooks (and so every Mantine component) our versions of two hooks
 * that set state right after mount, each a redraw of every component using them just after
 * hydration (the home page's longest tasks):
 * - `useId` (src/web/vendor/use-id.ts) keeps React's id instead of a random one set in a
 *   layout effect;
 * - `useReducedMotion` (src/web/vendor/use-reduced-motion.ts) reads the media query as an
 *   external store instead of setting it in an effect (every Collapse and Transition uses it).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const hooksIndex = /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const vendor = (file: string) => path.resolve(import.meta.dirname, '../src/web/vendor', file);
const ours: Record<string, string> = {
  './use-id/use-id.mjs': vendor('use-id.ts'),
  './use-reduced-motion/use-reduced-motion.mjs': vendor('use-reduced-motion.ts'),
};

export function mantineHooks(): Plugin {
  return {
    name: 'cotizauto:mantine-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && hooksIndex.test(importer)) return ours[source];
      return undefined;
    },
  };
}
