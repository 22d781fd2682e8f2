import { useMemo } from 'react';
import { useFlowActor } from '../machines/use-flow';

/** The results page's edit-quote modal is run by the wizard: open it, or close it unchanged. */
export function useEditQuoteIntents() {
  const wizard = useFlowActor('quoteWizard');
  return useMemo(
    () => ({
      editQuote: () => wizard?.send({ type: 'wizard.editQuote' }),
      cancelEdit: () => wizard?.send({ type: 'wizard.cancelEdit' }),
    }),
    [wizard],
  );
}
