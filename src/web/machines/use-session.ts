import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import {
  selectCartToSave,
  selectPdfQuotationIds,
} from '../../../machines/quotation/quotation.selectors';
import { useActorSelector, useFlowActor } from './use-flow';

/** Reads the session: `useSession(selectPromoFlags)`. */
export const useSession = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => TSlice,
) => useActorSelector(useFlowActor('session'), selector);

/**
 * What a view can ask of the session. Saving and downloading share the quote on screen: the
 * quotation's selectors say which cart and which quotations, the session does the rest.
 */
export function useSessionIntents() {
  const actor = useFlowActor('session');
  const quotation = useFlowActor('quotation');
  return useMemo(
    () => ({
      applyPromo: (promoCode: string) => actor?.send({ type: 'session.applyPromo', promoCode }),
      saveQuote: (emailAddress: string) => {
        const cart = quotation && selectCartToSave(quotation.getSnapshot());
        if (cart) actor?.send({ type: 'session.saveQuote', cart, emailAddress });
      },
      downloadQuotePdf: () =>
        quotation &&
        actor?.send({
          type: 'session.downloadQuotePdf',
          quotationIds: selectPdfQuotationIds(quotation.getSnapshot()),
        }),
      dismissMessage: () => actor?.send({ type: 'session.dismissMessage' }),
    }),
    [actor, quotation],
  );
}
