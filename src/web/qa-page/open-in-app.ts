import { loadPurchaseFlows } from '../../../machines/app/purchase-flows-loading';
import { loadQuotation } from '../../../machines/app/quotation-loading';
import type { MachineEntry } from '../../../machines/support/machine-entry';
import type { QaPath } from '../../../machines/qa/qa-paths';
import { appStorageKey } from '../flow-hooks/stored-app';
import type { AppActor } from '../flow-hooks/app-provider';
import { goToState } from './qa-runs';

/** What 'Ir a este estado' did besides the run on /flows. */
export type AppOpening =
  | { kind: 'opened'; route: string }
  | { kind: 'onlyHere' }
  | { kind: 'blocked' }
  | { kind: 'refused'; problems: string[] };

/** The app itself, or a flow it runs (one of its actors): not pay-now's, the account's. */
const runsInApp = (app: AppActor, flow: string) =>
  flow === 'app' || flow in app.logic.implementations.actors;

/**
 * 'Ir a este estado': the path plays on /flows (its diagram shows the state reached) and, for a
 * flow the app runs, a new tab opens the live app in that state: the tab's app with the flow's
 * snapshot, stored where a reload restores it from (app-at-flow-state.ts), on the flow's page.
 */
export async function goToStateInApp(
  app: AppActor,
  entry: MachineEntry,
  path: QaPath,
): Promise<AppOpening> {
  const opens = runsInApp(app, entry.name);
  // Opened during the click, which lets a page open a tab; given its address once ready. A blank
  // tab opened by this page shares its origin, so its storage is the app's there.
  const tab = opens ? window.open('', '_blank') : null;
  const reached = await goToState(entry.name, entry.machine, path);
  if (!opens) return { kind: 'onlyHere' };
  if (!tab) return { kind: 'blocked' };
  // Each flow's snapshot is checked against its own schemas, which come with its code; the
  // grafting code (and the samples a cart's selection is rebuilt from) come with the first use.
  const [{ storedAppAt }] = await Promise.all([
    import('../../../machines/qa/app-at-flow-state'),
    loadQuotation(),
    loadPurchaseFlows(),
  ]);
  const stored = storedAppAt(app, entry, reached, path.input);
  if (!stored.ok) {
    tab.close();
    return { kind: 'refused', problems: stored.problems };
  }
  tab.sessionStorage.setItem(appStorageKey, stored.text);
  tab.location.replace(stored.route);
  return { kind: 'opened', route: stored.route };
}
