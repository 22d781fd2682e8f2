import { earlyPressesGlobal } from '../../domain/site/early-presses';

declare global {
  interface Window {
    /** Set by a prerendered page's inline keeper (src/server/site/early-press-keeper.ts). */
    [earlyPressesGlobal]?: () => HTMLButtonElement[];
  }
}

/**
 * Ends a prerendered page's keeping of presses (none on a page the browser draws alone) once
 * the tab's own app runs, and presses the kept buttons again when `pressAgain`: each that is
 * still on the page and enabled, in the order pressed. A redraw that replaced a button drops
 * its press.
 */
export function endEarlyPresses({ pressAgain }: { pressAgain: boolean }): void {
  const presses = window[earlyPressesGlobal]?.() ?? [];
  if (!pressAgain) return;
  for (const button of presses) if (button.isConnected && !button.disabled) button.click();
}
