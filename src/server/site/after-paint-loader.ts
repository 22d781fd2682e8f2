import { createHash } from 'node:crypto';

/**
 * A prerendered page paints from its HTML alone, so nothing it downloads before that paint may
 * hold it back: its scripts start once the page has painted. The page lists them in a JSON
 * element (`pageCodeElementId`): `entry`, the module that hydrates it; `modules`, the ones the
 * build would have preloaded with it; `styles`, the style sheets it already holds inline, named
 * (for no media) so Vite's loader does not add them again when a script imports them.
 *
 * The loader waits for the browser's report of the first paint (Paint Timing; without it, two
 * frames; in a tab that is not visible, where nothing paints, not at all): then it names the
 * style sheets, preloads the modules and adds the entry.
 * It is inline, allowed by its hash in the Content-Security-Policy (security.ts).
 */
export const pageCodeElementId = 'page-code';

export interface PageCode {
  entry: string;
  modules: string[];
  styles: string[];
}

export const afterPaintLoader = `(function () {
  var code = JSON.parse(document.getElementById('${pageCodeElementId}').textContent);
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function start() {
    code.styles.forEach(function (href) { add('link', { rel: 'stylesheet', media: 'not all', href: href }); });
    code.modules.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: code.entry });
  }
  var paintTiming = self.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (document.visibilityState !== 'visible') start();
  else if (paintTiming) {
    new PerformanceObserver(function (entries, observer) {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { requestAnimationFrame(start); });
})();`;

/** The CSP source that allows the loader and no other inline script. */
export const afterPaintLoaderSource = `'sha256-${createHash('sha256').update(afterPaintLoader).digest('base64')}'`;

/** The tags that end a prerendered page's body: its code's list, then the loader. */
export function afterPaintTags(code: PageCode): string {
  const list = JSON.stringify(code).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${pageCodeElementId}">${list}</script><script>${afterPaintLoader}</script>`;
}
