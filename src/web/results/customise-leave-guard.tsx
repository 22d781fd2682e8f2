import { useEffect, useRef } from 'react';
import { useLeaveBlocker, useLeaveWarning } from '../site/use-leave-blocker';
import {
  selectCustomisePanel,
  selectHasUnappliedEdits,
} from '../../../machines/quotation/quotation.selectors';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';

/**
 * Leaving the results page with unapplied edits in 'Personaliza tu póliza' asks first. A move
 * with the browser's back or forward button is held while the quotation asks its question (the
 * panel's own prompt): once the edits are discarded it goes on, and if the buyer keeps editing
 * it is cancelled. Closing or reloading
 * the tab gets the browser's own prompt (browsers show no page text there).
 */
export function CustomiseLeaveGuard() {
  const unapplied = useQuotation(selectHasUnappliedEdits);
  const asking = useQuotation((s) => selectCustomisePanel(s).askingBeforeLeaving);
  const { closeCustomise } = useQuotationIntents();
  const blocker = useLeaveBlocker(unapplied);
  const asked = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!unapplied) {
      asked.current = false;
      blocker.proceed();
    } else if (asking) {
      asked.current = true;
    } else if (asked.current) {
      asked.current = false;
      blocker.reset();
    } else {
      closeCustomise();
    }
  }, [blocker, unapplied, asking, closeCustomise]);

  useLeaveWarning(unapplied);
  return null;
}
