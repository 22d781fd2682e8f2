/**
 * Where a prerendered page keeps the buttons pressed before the tab's app runs: a function on
 * `window` by this name, set by the page's inline keeper (src/server/site/early-press-keeper.ts)
 * and called once by the app (src/web/site/early-presses.ts).
 */
export const earlyPressesGlobal = '__cotizautoEarlyPresses';
