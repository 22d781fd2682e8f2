import { packageNameKey } from '../strings/areas/packages';
import { laterModule } from '../site/later-module';
import { LaterModal } from '../site/later-overlays';
import { useLaterModule } from '../site/use-later-module';
import { insurers } from '../../domain/insurers/insurers';
import type { Quotation } from '../../domain/quote/quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

/** The detail loads with the modal, when a detail first opens: both are asked for at once. */
const quoteDetail = laterModule(() => import('./quote-detail'));

/** 'Ver detalle': a quote's detail (quote-detail.tsx) in a modal. */
export function QuoteDetailModal({
  quote,
  opened,
  onClose,
}: {
  quote: Quotation;
  opened: boolean;
  onClose: () => void;
}) {
  const t = usePageT(resultsText);
  const detail = useLaterModule(quoteDetail, opened);
  const title = interpolate(t('quoteCard.detailTitle'), {
    insurer: insurers[quote.providerCode].displayName,
    package: t(packageNameKey(quote.package)),
  });
  return (
    <LaterModal
      opened={opened}
      ready={detail !== undefined}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('results.close') }}
    >
      {detail && <detail.QuoteDetail quote={quote} />}
    </LaterModal>
  );
}
