import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import type { CartToSave } from '../../../machines/session/session.types';
import { useActorSelector, useFlowActor } from './use-flow';

/** Reads the session: `useSession(selectPromoFlags)`. */
export const useSession = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => TSlice,
) => useActorSelector(useFlowActor('session'), selector);

/** What a view can ask of the session. */
export function useSessionIntents() {
  const actor = useFlowActor('session');
  return useMemo(
    () => ({
      applyPromo: (promoCode: string) => actor?.send({ type: 'session.applyPromo', promoCode }),
      saveCart: (cart: CartToSave) => actor?.send({ type: 'session.saveCart', cart }),
      dismissMessage: () => actor?.send({ type: 'session.dismissMessage' }),
    }),
    [actor],
  );
}
