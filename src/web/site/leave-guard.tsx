import { LeavePrompt } from './leave-prompt';
import { useLeaveBlocker, useLeaveWarning } from './use-leave-blocker';

/**
 * While the flow says the screen holds unsaved changes, leaving it asks first: a link (the
 * header's logo) or the browser's back button gets 'Los cambios hechos podrían perderse.
 * ¿Deseas continuar?' (Continuar goes, Cancelar stays); reloading or closing the tab, the
 * browser's own prompt.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useLeaveBlocker(unsaved);
  useLeaveWarning(unsaved);
  const held = blocker.state === 'blocked' ? blocker : undefined;
  return (
    <LeavePrompt
      opened={held !== undefined}
      onStay={() => held?.reset()}
      onLeave={() => held?.proceed()}
    />
  );
}
