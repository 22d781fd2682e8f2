import { useMemo } from 'react';
import {
  selectCartToSave,
  selectPdfQuotationIds,
} from '../../../machines/quotation/quotation.selectors';
import { useFlowActor } from './use-flow';

/**
 * Saving and downloading the quote on screen: the quotation's selectors say which cart and
 * which quotations, the session does the rest. Apart from use-session.ts so the pages without
 * results (the shell reads the session) do not load the quotation's selectors.
 */
export function useQuoteSharingIntents() {
  const session = useFlowActor('session');
  const quotation = useFlowActor('quotation');
  return useMemo(
    () => ({
      saveQuote: (emailAddress: string) => {
        const cart = quotation && selectCartToSave(quotation.getSnapshot());
        if (cart) session?.send({ type: 'session.saveQuote', cart, emailAddress });
      },
      downloadQuotePdf: () =>
        quotation &&
        session?.send({
          type: 'session.downloadQuotePdf',
          quotationIds: selectPdfQuotationIds(quotation.getSnapshot()),
        }),
    }),
    [session, quotation],
  );
}
