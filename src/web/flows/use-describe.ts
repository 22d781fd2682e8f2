import { flowsDescriptionsStrings } from '../strings/areas/flows-descriptions';
import { useLocale } from '../strings/i18n';

type Descriptions = Record<string, string | undefined>;

/**
 * A state's or guard's short description in the page's language, from the flows-descriptions
 * area (`flows.state.emission.retryAvailable`, `flows.guard.insurerIsNotHdi`): a page area,
 * so it loads with /flows and not with every page.
 */
export function useDescribe() {
  const { locale } = useLocale();
  const descriptions: Descriptions = flowsDescriptionsStrings[locale];
  return (kind: 'state' | 'guard', name: string): string | undefined =>
    descriptions[`flows.${kind}.${name}`];
}
