/**
 * Resolves in a later task, so the browser can paint and answer input first. A tap that lands
 * before the page has hydrated hydrates it in the tap's own task; the app's start that follows
 * then waits for this, instead of lengthening that tap's response (INP).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
