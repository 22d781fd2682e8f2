import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';

/**
 * A state's or guard's short description in the page's language, from the flows-descriptions
 * catalogue (`flows.state.emission.retryAvailable`, `flows.guard.insurerIsNotHdi`).
 */
export function useDescribe() {
  const t = useT();
  return (kind: 'state' | 'guard', name: string): string | undefined =>
    t(`flows.${kind}.${name}` as StringKey);
}
