import { Box, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  selectCanCompare,
  selectComparedQuotes,
  selectOffersComparison,
} from '../../../machines/quotation/quotation.selectors';
import type { Quotation } from '../../domain/quotation';
import { InsurerLogo } from '../insurers/insurer-logo';
import { useQuotation } from '../machines/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { coverageRows, useCoverageText } from './coverage-text';

/** The chosen insurers' price, coverages, sums insured and deductibles, one column each. */
function ComparisonTable({ quotes }: { quotes: Quotation[] }) {
  const t = usePageT(resultsText);
  const format = useFormat();
  const textOf = useCoverageText();
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('resultsContent.compareTitle')}
    >
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
            {quotes.map((quote) => (
              <Table.Td key={quote.id} fw={700}>
                {format.money(quote.discountPrice)}
              </Table.Td>
            ))}
          </Table.Tr>
          {coverageRows.map(([key, label]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(label)}</Table.Th>
              {quotes.map((quote) => {
                const text = textOf(quote.coverages[key]);
                return (
                  <Table.Td key={quote.id}>
                    <Text size="sm">{text.sum}</Text>
                    <Text size="xs" c="dimmed">
                      {t('quoteCard.deductible')}: {text.deductible}
                    </Text>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
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
