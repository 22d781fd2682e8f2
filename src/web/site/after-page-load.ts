/**
 * Resolves once the page has loaded and the browser is idle: code a page can do without for its
 * first paint (error reporting, a field's dropdown) loads then, never delaying it.
 */
export function afterPageLoad(): Promise<void> {
  const idle = (resolve: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve);
  return new Promise((resolve) => {
    if (document.readyState === 'complete') idle(resolve);
    else window.addEventListener('load', () => idle(resolve), { once: true });
  });
}
