/**
 * Vite plugin: Mantine's ScrollArea imports `useMergeRefs` from @floating-ui/react, which drags
 * the whole floating-ui (about 13 kB on the wire) into every page with a table (Table's scroll
 * container is a ScrollArea), popover or not. This gives ScrollArea an equivalent hook built on
 * Mantine's own (src/web/vendor/merge-refs.ts); popovers and tooltips still import floating-ui.
 * And Table's scroll container, which the site's tables do not use, takes a stand-in
 * (src/web/vendor/table-scroll-area.ts): a page with a table and no modal or drawer downloads no
 * ScrollArea at all.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const mergeRefs = path.resolve(import.meta.dirname, '../src/web/vendor/merge-refs.ts');
const tableScrollContainer =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
const tableScrollArea = path.resolve(import.meta.dirname, '../src/web/vendor/table-scroll-area.ts');

export function scrollAreaRefs(): Plugin {
  return {
    name: 'cotizauto:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer))
        return mergeRefs;
      if (
        source === '../ScrollArea/ScrollArea.mjs' &&
        importer &&
        tableScrollContainer.test(importer)
      )
        return tableScrollArea;
      return undefined;
    },
  };
}
