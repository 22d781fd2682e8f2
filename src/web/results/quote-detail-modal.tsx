import { packageNameKey } from '../strings/areas/packages';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { insurers } from '../../domain/insurers';
import type { Quotation } from '../../domain/quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { CoverageDetail } from './coverage-detail';
import { PriceBreakdown } from './price-breakdown';

/** 'Ver detalle': what the policy covers beside '¿Por qué este precio?' (stacked on a phone). */
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
  const title = interpolate(t('quoteCard.detailTitle'), {
    insurer: insurers[quote.providerCode].displayName,
    package: t(packageNameKey(quote.package)),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('results.close') }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <CoverageDetail coverages={quote.coverages} />
        </Stack>
        <Stack gap="xs">
          <PriceBreakdown breakdown={quote.breakdown} />
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
