import { createHash } from 'node:crypto';
import { earlyPressesGlobal } from '../../domain/site/early-presses.ts'; // with its extension: the Vite config loads this file

/**
 * A prerendered page shows its buttons before its scripts run (after-paint-loader.ts), and a
 * press then reaches no handler: React replays only the presses that come once it listens. This
 * inline script, first in the body, keeps each button pressed (once: a visitor taps again when
 * nothing answers) until the app takes them (`window[earlyPressesGlobal]()`, which also stops
 * the keeping); the app presses them again once the tab's own app runs
 * (src/web/site/early-presses.ts). A form's submission is held too: the browser's own would
 * reload the page (the wizard's forms name no action) and lose what was typed; its button is
 * kept like the others.
 */
export const earlyPressKeeper = `(function () {
  var pressed = [];
  function keep(event) {
    var button = event.target.closest && event.target.closest('button');
    if (button && pressed.indexOf(button) < 0) pressed.push(button);
  }
  function hold(event) {
    event.preventDefault();
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
export const earlyPressKeeperSource = `'sha256-${createHash('sha256').update(earlyPressKeeper).digest('base64')}'`;
