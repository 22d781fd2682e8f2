import { earlyPressesGlobal } from '../../domain/site/early-presses';

declare global {
  interface Window {
    /** Set by a prerendered page's inline keeper (src/server/site/early-press-keeper.ts). */
    [earlyPressesGlobal]?: () => HTMLButtonElement[];
  }
}

let kept: HTMLButtonElement[] = [];

/**
 * Takes the buttons a prerendered page kept while no script listened, and ends the keeping:
 * called as React starts listening (hydrateRoot), which replays what comes after. None on a
 * page the browser draws alone.
 */
export function takeEarlyPresses(): void {
  kept = window[earlyPressesGlobal]?.() ?? [];
}

/**
 * Presses the kept buttons again, once the tab's own app runs (the one a prerendered page
 * hydrates from runs nothing): each that is still on the page and enabled, in the order
 * pressed. A redraw that replaced a button drops its press.
 */
export function pressEarlyPressesAgain(): void {
  const presses = kept;
  kept = [];
  for (const button of presses) if (button.isConnected && !button.disabled) button.click();
}

/** Drops the kept presses: the page they were made on is not the one the app shows. */
export function forgetEarlyPresses(): void {
  kept = [];
}
