import { Alert } from '@mantine/core';
import {
  selectIsCheckingPromo,
  selectPromoEntry,
} from '../../../machines/session/session.selectors';
import type { PromoEntry } from '../../../machines/session/session.types';
import { useSession, useSessionIntents } from '../flow-hooks/use-session';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { OneFieldModal } from './one-field-modal';

/** What an accepted code changed, in the buyer's words. */
function appliedText(
  t: (key: ResultsTextKey) => string,
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
  const t = usePageT(resultsText);
  const entry = useSession(selectPromoEntry);
  const checking = useSession(selectIsCheckingPromo);
  const { applyPromo } = useSessionIntents();
  return (
    <OneFieldModal
      opened={opened}
      onClose={onClose}
      title={t('quoteSharing.promoTitle')}
      field={{
        name: 'promoCode',
        label: t('quoteSharing.promoLabel'),
        autoComplete: 'off',
        defaultValue: entry?.code,
        error: entry?.status === 'rejected' ? entry.message : undefined,
      }}
      outcome={entry?.status === 'applied' && <Alert color="green">{appliedText(t, entry)}</Alert>}
      submitLabel={t(checking ? 'quoteSharing.promoChecking' : 'quoteSharing.promoApply')}
      busy={checking}
      onSubmit={applyPromo}
    />
  );
}
