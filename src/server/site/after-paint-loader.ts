import { inlineScriptSource } from './inline-script-source.ts'; // with its extension: the Vite config loads this file

/**
 * A prerendered page paints from its HTML alone, so nothing it downloads before that paint may
 * hold it back: its scripts start once the page has painted. The page lists them in a JSON
 * element (`pageCodeElementId`): `entry`, the module that hydrates it; `modules`, the ones the
 * build would have preloaded with it; `styles`, the style sheets it already holds inline, named
 * so Vite's loader does not add them again when a script imports them: disabled, so the browser
 * neither fetches nor applies them (named for no media, it still fetched each one).
 *
 * The loader waits for the browser's report of the first contentful paint (Paint Timing; the
 * first paint alone may be the background only; without Paint Timing, two
 * frames; in a tab that is not visible, where nothing paints, not at all): then it names the
 * style sheets and, in the next task (each costs a few milliseconds of the main thread while the
 * page loads), preloads the modules and adds the entry. Each group is appended at once: one
 * insertion, not one per tag.
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
  function append(tag, list, attributes) {
    var tags = document.createDocumentFragment();
    list.forEach(function (href) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      for (var name in attributes) element[name] = attributes[name];
      element[tag === 'script' ? 'src' : 'href'] = href;
      tags.appendChild(element);
    });
    document.head.appendChild(tags);
  }
  function start() {
    append('link', code.styles, { rel: 'stylesheet', disabled: true });
    setTimeout(function () {
      append('link', code.modules, { rel: 'modulepreload' });
      append('script', [code.entry], { type: 'module' });
    });
  }
  var paintTiming = self.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (document.visibilityState !== 'visible') start();
  else if (paintTiming) {
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { requestAnimationFrame(start); });
})();`;

/** The CSP source that allows the loader and no other inline script. */
export const afterPaintLoaderSource = inlineScriptSource(afterPaintLoader);

/** The tags that end a prerendered page's body: its code's list, then the loader. */
export function afterPaintTags(code: PageCode): string {
  const list = JSON.stringify(code).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${pageCodeElementId}">${list}</script><script>${afterPaintLoader}</script>`;
}
