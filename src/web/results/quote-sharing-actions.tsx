import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { selectHasQuoteToShare } from '../../../machines/quotation/quotation.selectors';
import {
  selectCanEnterPromo,
  selectIsDownloadingPdf,
} from '../../../machines/session/session.selectors';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { useSession } from '../flow-hooks/use-session';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { PromoModal } from './promo-modal';
import { SaveQuoteModal } from './save-quote-modal';

/** The results page's discount code, save-quote and PDF actions, with their modals. */
export function QuoteSharingActions() {
  const t = usePageT(resultsText);
  const [promoOpen, promo] = useDisclosure(false);
  const [saveOpen, save] = useDisclosure(false);
  const canEnterPromo = useSession(selectCanEnterPromo);
  const downloading = useSession(selectIsDownloadingPdf);
  const hasQuotes = useQuotation(selectHasQuoteToShare);
  const { downloadQuotePdf } = useQuotationIntents();
  return (
    <Group gap="xs" role="group" aria-label={t('quoteSharing.actions')}>
      {canEnterPromo && (
        <Button variant="light" onClick={promo.open}>
          {t('quoteSharing.promoOpen')}
        </Button>
      )}
      <Button variant="light" onClick={save.open} disabled={!hasQuotes}>
        {t('quoteSharing.saveOpen')}
      </Button>
      <Button variant="light" onClick={downloadQuotePdf} disabled={!hasQuotes || downloading}>
        {t(downloading ? 'quoteSharing.downloading' : 'quoteSharing.downloadPdf')}
      </Button>
      <PromoModal opened={promoOpen} onClose={promo.close} />
      <SaveQuoteModal opened={saveOpen} onClose={save.close} />
    </Group>
  );
}
