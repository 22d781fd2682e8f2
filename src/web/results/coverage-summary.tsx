import { Table } from '@mantine/core';
import { sampleCoverages } from '../../domain/coverage/coverage-plans';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { CoverageTable } from './coverage-detail';
import { ResultsPanel } from './results-panel';

/** The coverage summary: the comprehensive package as first quoted (src/domain/coverage/coverage-plans.ts). */
export function CoverageSummary() {
  const t = usePageT(resultsText);
  return (
    <ResultsPanel
      id="coverage-summary"
      title={t('resultsContent.summaryTitle')}
      note={t('resultsContent.summaryNote')}
    >
      <CoverageTable coverages={sampleCoverages} />
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('resultsContent.vehicleUse')}</Table.Th>
            <Table.Td ta="right">{t('resultsContent.privateUse')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('resultsContent.currency')}</Table.Th>
            <Table.Td ta="right">{t('resultsContent.pesos')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ResultsPanel>
  );
}
