import { useSyncExternalStore } from 'react';
import { isLanguage, type Language } from '../domain/languages';

/** The root element's mark of a prerendered page: its language (scripts/prerender.ts writes it). */
export const prerenderedLanguageAttribute = 'data-prerendered-lang';

/** The language a prerendered page was drawn in; undefined when the root holds no such page. */
export function prerenderedLanguageOf(root: HTMLElement): Language | undefined {
  const language = root.getAttribute(prerenderedLanguageAttribute);
  return isLanguage(language) ? language : undefined;
}

const noChanges = () => () => {};

/**
 * False while React draws the HTML (prerender) or hydrates it, true from the render after (React
 * hydrates with the server's answer, then draws again with the browser's), and true on a page the
 * browser draws alone. State only the browser has (the tab's session, the remembered language)
 * waits for it, so the prerender and the hydration draw the same page.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
