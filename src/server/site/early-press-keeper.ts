import { inlineScriptSource } from './inline-script-source.ts'; // with its extension: the Vite config loads this file
import { earlyPressesGlobal } from '../../domain/site/early-presses.ts'; // with its extension: the Vite config loads this file

/**
 * A prerendered page shows its buttons before its scripts run (after-paint-loader.ts), and
 * until the tab's own app runs a press is lost: before React listens it reaches no handler, and
 * after, the handler sends it to the app the page was hydrated from, which runs nothing
 * (AppProvider). This inline script, first in the body, keeps the buttons pressed until then,
 * in order (a button pressed again right after itself counts once: a visitor taps again when
 * nothing answers), and stops each press there, at the document, before React's listener on
 * the root hears it. A form's submission is held too: the browser's own would reload the page
 * (the wizard's forms name no action) and lose what was typed; its button is kept like the
 * others. The app ends the keeping (`window[earlyPressesGlobal]()` returns the buttons) and
 * presses them again (src/web/site/early-presses.ts).
 */
export const earlyPressKeeper = `(function () {
  var pressed = [];
  function keep(event) {
    var button = event.target.closest && event.target.closest('button');
    if (!button) return;
    event.stopPropagation();
    if (pressed[pressed.length - 1] !== button) pressed.push(button);
  }
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', hold, true);
  window.${earlyPressesGlobal} = function () {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('submit', hold, true);
    return pressed;
  };
})();`;

/** The CSP source that allows the keeper. */
export const earlyPressKeeperSource = inlineScriptSource(earlyPressKeeper);
