import { useEffect, useMemo, useRef, useState } from 'react';

/** An entry's place in the session history, as the router's browser history keeps it. */
function positionOf(entryState: unknown): number | undefined {
  const idx = (entryState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** A move held while the page asks; as React Router's useBlocker gives it. */
export type HeldMove =
  { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds the browser's back and forward buttons while `when` is true: the move is undone before
 * the router hears of it, then `proceed` makes it again (the router follows) or `reset` drops
 * it. The site's declarative router has no blocker (useBlocker needs the data router, about
 * 14 kB more on every page); links and buttons need none here, as the customise panel that
 * holds the edits is a modal.
 */
export function useBackForwardBlocker(when: boolean): HeldMove {
  const [heldMove, setHeldMove] = useState<number>();
  const undoing = useRef(false);
  useEffect(() => {
    if (!when) return;
    const here = positionOf(window.history.state);
    // Capture, at the window: before the router's own listener, which then never hears of it.
    const hold = (event: PopStateEvent) => {
      const there = positionOf(event.state);
      if (undoing.current) {
        // The step back to where the page was, which the router must not follow either.
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (here === undefined || there === undefined) return;
      event.stopImmediatePropagation();
      undoing.current = true;
      window.history.go(here - there);
      setHeldMove(there - here);
    };
    window.addEventListener('popstate', hold, { capture: true });
    return () => window.removeEventListener('popstate', hold, { capture: true });
  }, [when]);
  return useMemo(
    () =>
      heldMove === undefined
        ? { state: 'unblocked' }
        : {
            state: 'blocked',
            proceed: () => {
              setHeldMove(undefined);
              window.history.go(heldMove);
            },
            reset: () => setHeldMove(undefined),
          },
    [heldMove],
  );
}
