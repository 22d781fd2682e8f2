import { Button, Group } from '@mantine/core';
import { LaterModal } from './later-overlays';
import { usePageT } from '../strings/i18n';
import { leavePromptText } from '../strings/page-text/leave-prompt';

/**
 * 'Los cambios hechos podrían perderse. ¿Deseas continuar?': the question is the dialog's label,
 * focus starts on Cancelar (the choice that loses nothing), and Escape or a click outside stays.
 * Above any other modal, as it asks about closing one.
 */
export function LeavePrompt({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = usePageT(leavePromptText);
  // Mounted only to ask: a modal's Escape listener is on the window for as long as it is mounted,
  // so one mounted beforehand would take the very Escape that closed the modal below and opened it.
  if (!opened) return null;
  return (
    <LaterModal
      opened
      onClose={onStay}
      title={t('leavePrompt.question')}
      withCloseButton={false}
      zIndex={400}
      centered
    >
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('leavePrompt.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('leavePrompt.leave')}
        </Button>
      </Group>
    </LaterModal>
  );
}
