import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), minus the random id it sets in a layout effect after
 * mount. React's own ids already match between the prerendered HTML and hydration, and that
 * effect re-rendered every field, accordion and popover synchronously right after each commit:
 * the longest tasks of the home page's start (scripts/mantine-hooks.ts swaps it in).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
