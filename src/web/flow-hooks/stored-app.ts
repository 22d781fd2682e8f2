/** Where the tab's app snapshot (every flow in it) is kept in sessionStorage. */
export const appStorageKey = 'cotizauto.app';

/**
 * Forgets the tab's stored flows, so the next page starts them afresh: after a view crashed
 * (the stored state may be what crashed it) or when QA restarts a flow on /flows.
 */
export function forgetStoredApp(): void {
  window.sessionStorage.removeItem(appStorageKey);
}
