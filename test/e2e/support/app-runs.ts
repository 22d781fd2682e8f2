import type { Page } from 'playwright-core';

/** Where the tab's app keeps its snapshot (appStorageKey, src/web/flow-hooks/app-provider.tsx). */
export const appStorageKey = 'cotizauto.app';

/**
 * Waits until the tab's own app runs. A prerendered page is hydrated from a pristine app that
 * is never started, and the tab's app replaces it once its code has loaded: what is typed
 * before then is lost, and on a busy machine that moment comes after `networkidle` (the wizard
 * walk then found no vehicle). The running app writes its first snapshot to the tab's session
 * storage within a second (timing.persistThrottleMs): a tab without a session waits for it.
 */
export const untilAppRuns = (page: Page) =>
  page.waitForFunction((key) => window.sessionStorage.getItem(key) !== null, appStorageKey);
