import {
  createContext,
  createElement,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { isLanguage, type Language } from '../domain/site/languages';

/** The root element's mark of a prerendered page: its language (scripts/prerender.ts writes it). */
export const prerenderedLanguageAttribute = 'data-prerendered-lang';

/** The language a prerendered page was drawn in; undefined when the root holds no such page. */
export function prerenderedLanguageOf(root: HTMLElement): Language | undefined {
  const language = root.getAttribute(prerenderedLanguageAttribute);
  return isLanguage(language) ? language : undefined;
}

const HydratedContext = createContext(true);

/**
 * Says to `useHydrated` whether the page is hydrated: false while a prerendered page is drawn
 * (prerender) or hydrated, true once it has been; always true without one. The switch is a
 * transition, so React redraws the page with the browser's state in slices. (With useSyncExternalStore's
 * server snapshot, React forced that redraw synchronously: the home page's longest task.)
 */
export function HydrationProvider({
  prerendered,
  children,
}: {
  prerendered: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False while React draws the HTML (prerender) or hydrates it, true from the render after, and
 * true on a page the browser draws alone. State only the browser has (the tab's session, the
 * remembered language) waits for it, so the prerender and the hydration draw the same page.
 */
export const useHydrated = () => useContext(HydratedContext);

/**
 * A part of a page that React hydrates on its own (a Suspense boundary; nothing in it suspends).
 * Hydrating a prerendered page, React first draws the page around such parts and leaves each as
 * the HTML has it; it hydrates them afterwards, in slices, and hydrates at once only the part a
 * visitor's press lands in. Without them, a tap before the page had finished hydrating hydrated
 * all of it in that tap (docs/architecture/first-paint.md, 'Selective hydration').
 */
export const HydratedApart = ({ children }: { children: ReactNode }) =>
  createElement(Suspense, { fallback: null }, children);
