import { SimpleGrid, Stack } from '@mantine/core';
import type { Quotation } from '../../domain/quote/quotation';
import { CoverageDetail } from './coverage-detail';
import { PriceBreakdown } from './price-breakdown';

/**
 * 'Ver detalle''s content: what the policy covers beside '¿Por qué este precio?' (stacked on a
 * phone). Its code loads when a detail first opens (quote-detail-modal.tsx).
 */
export function QuoteDetail({ quote }: { quote: Quotation }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="xs">
        <CoverageDetail coverages={quote.coverages} />
      </Stack>
      <Stack gap="xs">
        <PriceBreakdown breakdown={quote.breakdown} />
      </Stack>
    </SimpleGrid>
  );
}
