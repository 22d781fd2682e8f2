import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's `useMergeRefs(refs)`, the one thing Mantine's ScrollArea takes from it, on
 * Mantine's own hook: a page with a table or a scroll area and no popover then downloads none
 * of floating-ui (scripts/scroll-area-refs.ts routes ScrollArea's import here).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
