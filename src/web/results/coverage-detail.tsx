import { Table, Text, Title } from '@mantine/core';
import type { QuotationCoverages } from '../../domain/quote/quotation';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { coverageRows, useCoverageText } from '../components/coverage-text';

/** 'Ver detalle': what the policy covers, with its sums insured and deductibles. */
export function CoverageDetail({ coverages }: { coverages: QuotationCoverages }) {
  const t = usePageT(resultsText);
  return (
    <>
      <Title order={3} size="h5">
        {t('quoteCard.whatItCovers')}
      </Title>
      <CoverageTable coverages={coverages} />
    </>
  );
}

/**
 * Each coverage with its sum insured and deductible (and the deductibles the insurer offers), in
 * the words of every document.
 */
export function CoverageTable({ coverages }: { coverages: QuotationCoverages }) {
  const t = usePageT(resultsText);
  const textOf = useCoverageText();
  // On a phone each row puts the coverage's name above its two figures (app.css).
  return (
    <Table className="coverage-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('quoteCard.coverage')}</Table.Th>
          <Table.Th scope="col">{t('quoteCard.sumInsured')}</Table.Th>
          <Table.Th scope="col">{t('quoteCard.deductible')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {coverageRows.map(([key, label]) => {
          const text = textOf(coverages[key]);
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(label)}</Table.Th>
              <Table.Td>{text.sum}</Table.Td>
              <Table.Td>
                {text.deductible}
                {text.choices && (
                  <Text size="xs" c="dimmed">
                    {text.choices}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
