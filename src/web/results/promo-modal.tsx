import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import {
  selectIsCheckingPromo,
  selectPromoEntry,
} from '../../../machines/session/session.selectors';
import type { PromoEntry } from '../../../machines/session/session.types';
import { useSession, useSessionIntents } from '../machines/use-session';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

/** What an accepted code changed, in the buyer's words. */
function appliedText(
  t: ReturnType<typeof useT>,
  entry: Extract<PromoEntry, { status: 'applied' }>,
) {
  return entry.discountPercent > 0
    ? interpolate(t('quoteSharing.promoApplied'), {
        code: entry.code,
        percent: entry.discountPercent,
      })
    : interpolate(t('quoteSharing.promoAppliedNoDiscount'), { code: entry.code });
}

/** The discount modal: a code, then whether it applied and what it changed, or why not. */
export function PromoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const entry = useSession(selectPromoEntry);
  const checking = useSession(selectIsCheckingPromo) ?? false;
  const { applyPromo } = useSessionIntents();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quoteSharing.promoTitle')}
      closeButtonProps={{ 'aria-label': t('quoteSharing.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyPromo(String(new FormData(event.currentTarget).get('promoCode') ?? ''));
        }}
      >
        <Stack>
          <TextInput
            name="promoCode"
            label={t('quoteSharing.promoLabel')}
            defaultValue={entry?.code}
            autoComplete="off"
            error={entry?.status === 'rejected' ? entry.message : undefined}
            data-autofocus
          />
          <div role="status">
            {entry?.status === 'applied' && <Alert color="green">{appliedText(t, entry)}</Alert>}
          </div>
          <Button type="submit" disabled={checking}>
            {t(checking ? 'quoteSharing.promoChecking' : 'quoteSharing.promoApply')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
