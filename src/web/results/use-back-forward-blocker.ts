import { useEffect, useMemo, useState } from 'react';
import { holdBackForward } from '../site/back-forward-hold';

/** A move held while the page asks; as React Router's useBlocker gives it. */
export type HeldMove =
  { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds the browser's back and forward buttons while `when` is true: the move is undone before
 * the router hears of it (site/back-forward-hold.ts), then `proceed` makes it again (the router
 * follows) or `reset` drops it. The site's declarative router has no blocker (useBlocker needs
 * the data router, about 14 kB more on every page); links and buttons need none here, as the
 * customise panel that holds the edits is a modal.
 */
export function useBackForwardBlocker(when: boolean): HeldMove {
  const [heldMove, setHeldMove] = useState<number>();
  useEffect(() => (when ? holdBackForward(setHeldMove) : undefined), [when]);
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
