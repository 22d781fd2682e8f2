import { useMemo } from 'react';
import { useAlwaysRunningFlow } from '../flow-hooks/use-flow';

/**
 * The results page's edit-quote modal is run by the wizard: open it, close it (asking first when
 * it holds changes not applied), then keep editing or drop the changes.
 */
export function useEditQuoteIntents() {
  const wizard = useAlwaysRunningFlow('quoteWizard');
  return useMemo(
    () => ({
      editQuote: () => wizard.send({ type: 'wizard.editQuote' }),
      cancelEdit: () => wizard.send({ type: 'wizard.cancelEdit' }),
      keepEditing: () => wizard.send({ type: 'wizard.keepEditing' }),
      discardEdit: () => wizard.send({ type: 'wizard.discardEdit' }),
    }),
    [wizard],
  );
}
