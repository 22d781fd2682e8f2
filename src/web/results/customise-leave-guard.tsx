import { useEffect } from 'react';
import { useLeaveBlocker, useLeaveWarning } from '../site/use-leave-blocker';
import {
  selectHasUnappliedEdits,
  selectHeldLeave,
} from '../../../machines/quotation/quotation.selectors';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';

/**
 * Leaving the results page with unapplied edits in 'Personaliza tu póliza' asks first. A move
 * with the browser's back or forward button is held and handed to the quotation, which asks its
 * question (the panel's own prompt) and answers: make the move, or drop it. Closing or reloading
 * the tab gets the browser's own prompt (browsers show no page text there).
 */
export function CustomiseLeaveGuard() {
  const unapplied = useQuotation(selectHasUnappliedEdits);
  const answer = useQuotation(selectHeldLeave);
  const { leaveHeld, leaveSettled } = useQuotationIntents();
  const blocker = useLeaveBlocker(unapplied);
  const held = blocker.state === 'blocked' ? blocker : undefined;

  // Also on arrival: an answer restored from storage belongs to no move held now.
  useEffect(() => (held ? leaveHeld() : leaveSettled()), [held, leaveHeld, leaveSettled]);
  useEffect(() => {
    if (answer) held?.[answer]();
  }, [held, answer]);

  useLeaveWarning(unapplied);
  return null;
}
