/**
 * A page's hold on the browser's back and forward buttons (use-leave-blocker.ts).
 * The router hears of those moves from a popstate listener on the window, and listeners there
 * run in the order they were added (capture or not): this one is added before the router's
 * (main.tsx), so it can undo a held move before the router follows it.
 */

interface Hold {
  /** The history position the page holds. */
  here: number;
  /** Told of a held move: how far it went (-1 back, 1 forward). */
  onHeld: (move: number) => void;
}

let hold: Hold | undefined;
/** Set while the step back to the held position is on its way: the router must not follow it. */
let undoing = false;

/** An entry's place in the session history, as the router's browser history keeps it. */
function positionOf(entryState: unknown): number | undefined {
  const idx = (entryState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function holdMove(event: PopStateEvent) {
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  const there = positionOf(event.state);
  if (!hold || there === undefined) return;
  event.stopImmediatePropagation();
  undoing = true;
  window.history.go(hold.here - there);
  hold.onHeld(there - hold.here);
}

/** Adds the listener; call it before the router starts. */
export function listenToBackForwardFirst() {
  window.addEventListener('popstate', holdMove);
}

/**
 * Holds back and forward moves off the current history entry until the returned release is
 * called; `onHeld` hears of each. Nothing is held where the entry has no position.
 */
export function holdBackForward(onHeld: (move: number) => void): () => void {
  const here = positionOf(window.history.state);
  if (here === undefined) return () => {};
  const current = { here, onHeld };
  hold = current;
  return () => {
    if (hold === current) hold = undefined;
  };
}
