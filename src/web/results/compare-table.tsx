import type { CSSProperties } from 'react';
import { Badge, Box, Table, Text } from '@mantine/core';
import { bestMarks, compareCoverages } from '../../domain/coverage/coverage-comparison';
import type { Quotation } from '../../domain/quote/quotation';
import { InsurerLogo } from '../insurers/insurer-logo';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { useCoverageText } from '../components/coverage-text';

/** 'Mejor' beside the best value of a row: words, not colour alone. */
function BestMark({ shown }: { shown: boolean }) {
  const t = usePageT(resultsText);
  if (!shown) return null;
  return (
    <Badge size="sm" color="teal.9" variant="filled">
      {t('resultsContent.compareBest')}
    </Badge>
  );
}

/** A row whose values change between insurers is tinted and says so in its header. */
const differingRow = {
  '--row-tint': 'var(--mantine-color-yellow-light)',
  backgroundColor: 'var(--row-tint)',
} as CSSProperties;

/**
 * The coverage names stay in view while the insurers scroll sideways. Opaque, so the values
 * scrolling under it do not show through; a tinted row tints it too.
 */
const pinnedHeader = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  backgroundImage: 'linear-gradient(var(--row-tint, transparent), var(--row-tint, transparent))',
} as const;

/** Column widths: two insurers fit side by side on a 390-px phone, more scroll sideways. */
const columnWidths = {
  phone: { coverage: 100, insurer: 124 },
  wide: { coverage: 140, insurer: 170 },
};

/**
 * The chosen insurers' price, coverages, sums insured, services and deductibles, one column
 * each; the rows that differ are highlighted and the best value of each is marked
 * (src/domain/coverage/coverage-comparison.ts).
 */
export function ComparisonTable({ quotes, phone }: { quotes: Quotation[]; phone: boolean }) {
  const t = usePageT(resultsText);
  const widths = columnWidths[phone ? 'phone' : 'wide'];
  const format = useFormat();
  const textOf = useCoverageText();
  const rows = compareCoverages(quotes.map((quote) => quote.coverages));
  const cheapest = bestMarks(quotes.map((quote) => -quote.discountPrice));
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('resultsContent.compareTitle')}
    >
      <Text size="sm" mb="xs">
        {t('resultsContent.compareLegend')}
      </Text>
      <Table
        withColumnBorders
        miw={widths.coverage + quotes.length * widths.insurer}
        verticalSpacing={phone ? 6 : 'xs'}
        horizontalSpacing={phone ? 6 : 'sm'}
        fz={phone ? 'sm' : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={widths.coverage} style={pinnedHeader}>
              {t('quoteCard.coverage')}
            </Table.Th>
            {quotes.map((quote) => (
              <Table.Th key={quote.id} scope="col">
                <InsurerLogo code={quote.providerCode} height={28} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" style={pinnedHeader}>
              {t('resultsContent.price')}
            </Table.Th>
            {quotes.map((quote, index) => (
              <Table.Td key={quote.id}>
                <Text fw={700} fz="inherit">
                  {format.money(quote.discountPrice)}
                </Text>
                <BestMark shown={cheapest[index] === true} />
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map(({ key, differs, best }) => {
            return (
              <Table.Tr key={key} style={differs ? differingRow : undefined}>
                <Table.Th scope="row" style={pinnedHeader}>
                  {t(`quoteCard.cover.${key}`)}
                  {differs && (
                    <Text size="xs" fw={400}>
                      {t('resultsContent.compareDiffers')}
                    </Text>
                  )}
                </Table.Th>
                {quotes.map((quote, index) => {
                  const text = textOf(quote.coverages[key]);
                  return (
                    <Table.Td key={quote.id}>
                      <Text size="sm">{text.sum}</Text>
                      <Text size="xs">
                        {t('quoteCard.deductible')}: {text.deductible}
                      </Text>
                      {text.choices && <Text size="xs">{text.choices}</Text>}
                      <BestMark shown={best[index] === true} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
