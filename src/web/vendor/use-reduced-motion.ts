import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
let mediaQuery: MediaQueryList | undefined;
const reducedMotion = () => (mediaQuery ??= window.matchMedia(query));

const subscribe = (onChange: () => void) => {
  reducedMotion().addEventListener('change', onChange);
  return () => reducedMotion().removeEventListener('change', onChange);
};

/**
 * Mantine's `useReducedMotion` (@mantine/hooks), as an external store: Mantine's starts
 * undefined and sets the media query's answer in an effect, a redraw of every Collapse and
 * Transition right after mount even when nothing changed. The prerender (and so hydration)
 * assumes motion is fine (`initialValue`, else false); a visitor who asks for less motion gets
 * it from the render after.
 */
export function useReducedMotion(initialValue?: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotion().matches,
    () => initialValue ?? false,
  );
}
