import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { useSelector } from '@xstate/react';
import { useAlwaysRunningFlow } from './use-flow';

/** Reads the session: `useSession(selectPromoFlags)`. */
export const useSession = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => TSlice,
) => useSelector(useAlwaysRunningFlow('session'), selector);

/** What a view can ask of the session (saving and downloading a quote go through the quotation). */
export function useSessionIntents() {
  const actor = useAlwaysRunningFlow('session');
  return useMemo(
    () => ({
      applyPromo: (promoCode: string) => actor.send({ type: 'session.applyPromo', promoCode }),
      dismissMessage: () => actor.send({ type: 'session.dismissMessage' }),
    }),
    [actor],
  );
}
