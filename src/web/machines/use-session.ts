import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { useActorSelector, useFlowActor } from './use-flow';

/** Reads the session: `useSession(selectPromoFlags)`. */
export const useSession = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => TSlice,
) => useActorSelector(useFlowActor('session'), selector);

/** What a view can ask of the session (saving and downloading a quote go through the quotation). */
export function useSessionIntents() {
  const actor = useFlowActor('session');
  return useMemo(
    () => ({
      applyPromo: (promoCode: string) => actor?.send({ type: 'session.applyPromo', promoCode }),
      dismissMessage: () => actor?.send({ type: 'session.dismissMessage' }),
    }),
    [actor],
  );
}
