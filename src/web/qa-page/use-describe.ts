import { usePageT } from '../strings/i18n';
import { flowsText, type FlowsTextKey } from '../strings/page-text/flows';

/**
 * A machine's title or short description, or a state's or guard's, in the page's language, from
 * the flows-descriptions area (`flows.title.individualCart`, `flows.state.emission.retryAvailable`,
 * `flows.guard.insurerIsNotHdi`): a page area,
 * so it loads with /flows and not with every page. Not every state has one.
 */
export function useDescribe() {
  const t = usePageT(flowsText);
  return (kind: 'state' | 'guard' | 'machine' | 'title', name: string): string | undefined =>
    t(`flows.${kind}.${name}` as FlowsTextKey) as string | undefined;
}
