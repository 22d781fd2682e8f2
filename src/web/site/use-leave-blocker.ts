import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { holdBackForward } from './back-forward-hold';

/** A move held while the page asks; as React Router's useBlocker gives it. */
export type HeldMove =
  { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/** What was held: a step through the history (-1 back, 1 forward), or a link to an app page. */
type Held = { move: number } | { to: string };

/**
 * Holds the ways out of the page while `when` is true, for the page to ask first: the browser's
 * back and forward buttons (undone before the router hears of them, back-forward-hold.ts) and a
 * click on a link to another of the app's pages (the header's logo, the footer's links). Then
 * `proceed` makes the move (the router follows) or `reset` drops it. React Router's useBlocker
 * does this only in the data router, which the site does not use (docs/architecture/loading.md).
 * Reloading or closing the tab is the browser's own prompt (useLeaveWarning).
 */
export function useLeaveBlocker(when: boolean): HeldMove {
  const navigate = useNavigate();
  const [held, setHeld] = useState<Held>();
  useEffect(() => (when ? holdBackForward((move) => setHeld({ move })) : undefined), [when]);
  useEffect(() => (when ? holdAppLinks((to) => setHeld({ to })) : undefined), [when]);
  return useMemo(
    () =>
      held === undefined
        ? { state: 'unblocked' }
        : {
            state: 'blocked',
            proceed: () => {
              setHeld(undefined);
              if ('move' in held) window.history.go(held.move);
              else void navigate(held.to);
            },
            reset: () => setHeld(undefined),
          },
    [held, navigate],
  );
}

/** Reloading or closing the tab while `when` is true gets the browser's own prompt. */
export function useLeaveWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

/**
 * Stops plain clicks on links to another page of this site before the router's link hears them
 * (a listener on the document, capturing, runs before React's on the app's root), and hands
 * their address to `onHeld`. New-tab clicks, downloads and other sites' links go through.
 */
function holdAppLinks(onHeld: (to: string) => void): () => void {
  const hold = (event: MouseEvent) => {
    const to = appPageOf(event);
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onHeld(to);
  };
  document.addEventListener('click', hold, true);
  return () => document.removeEventListener('click', hold, true);
}

function appPageOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  const to = url.pathname + url.search + url.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  return to === here ? undefined : to;
}
