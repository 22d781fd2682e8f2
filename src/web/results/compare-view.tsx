import { Badge, Box, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  selectCanCompare,
  selectComparedQuotes,
  selectOffersComparison,
} from '../../../machines/quotation/quotation.selectors';
import { bestMarks, compareCoverages } from '../../domain/coverage-comparison';
import type { Quotation } from '../../domain/quotation';
import { InsurerLogo } from '../insurers/insurer-logo';
import { useQuotation } from '../machines/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { useCoverageText } from './coverage-text';

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
const differingRow = { backgroundColor: 'var(--mantine-color-yellow-light)' };

/**
 * The chosen insurers' price, coverages, sums insured, services and deductibles, one column
 * each; the rows that differ are highlighted and the best value of each is marked
 * (src/domain/coverage-comparison.ts).
 */
function ComparisonTable({ quotes }: { quotes: Quotation[] }) {
  const t = usePageT(resultsText);
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
      <Table withColumnBorders miw={140 + quotes.length * 170}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quoteCard.coverage')}</Table.Th>
            {quotes.map((quote) => (
              <Table.Th key={quote.id} scope="col">
                <InsurerLogo code={quote.providerCode} height={28} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('resultsContent.price')}</Table.Th>
            {quotes.map((quote, index) => (
              <Table.Td key={quote.id}>
                <Text fw={700}>{format.money(quote.discountPrice)}</Text>
                <BestMark shown={cheapest[index] === true} />
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map(({ key, differs, best }) => {
            return (
              <Table.Tr key={key} style={differs ? differingRow : undefined}>
                <Table.Th scope="row">
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

/**
 * The compare view: the button opens it once two to four insurers are ticked with 'Comparar'
 * (the quotation machine keeps the choice; src/domain/compared-insurers.ts the limits).
 */
export function CompareView() {
  const t = usePageT(resultsText);
  const quotes = useQuotation(selectComparedQuotes) ?? [];
  const canCompare = useQuotation(selectCanCompare) ?? false;
  const offered = useQuotation(selectOffersComparison) ?? false;
  const [opened, view] = useDisclosure(false);
  if (!offered) return null;
  return (
    <Group gap="sm">
      <Button onClick={view.open} disabled={!canCompare} variant="light">
        {interpolate(t('resultsContent.compareOpen'), { count: quotes.length })}
      </Button>
      {!canCompare && (
        <Text size="sm" c="dimmed">
          {t('resultsContent.compareHint')}
        </Text>
      )}
      <Modal
        opened={opened && canCompare}
        onClose={view.close}
        title={t('resultsContent.compareTitle')}
        size="auto"
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        <ComparisonTable quotes={quotes} />
      </Modal>
    </Group>
  );
}
