import { Table } from '@mantine/core';
import { sampleSums } from '../../domain/coverage';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { ResultsPanel } from './results-panel';

/** The coverage summary with the spec's sample sums (src/domain/coverage.ts, sampleSums). */
export function CoverageSummary() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const rows: [ResultsTextKey, string][] = [
    ['resultsContent.thirdPartyDamage', format.money(sampleSums.thirdPartyDamage)],
    ['resultsContent.thirdPartyDeath', format.money(sampleSums.thirdPartyDeath)],
    ['resultsContent.passengerMedical', format.money(sampleSums.passengerMedical)],
    ['resultsContent.theftDeductible', `${sampleSums.theftDeductiblePercent} %`],
    ['resultsContent.damageDeductible', `${sampleSums.materialDamageDeductiblePercent} %`],
    ['resultsContent.roadAssistance', t('resultsContent.covered')],
    ['resultsContent.legalDefense', t('resultsContent.covered')],
    ['resultsContent.vehicleUse', t('resultsContent.privateUse')],
    ['resultsContent.currency', t('resultsContent.pesos')],
  ];
  return (
    <ResultsPanel
      id="coverage-summary"
      title={t('resultsContent.summaryTitle')}
      note={t('resultsContent.summaryNote')}
    >
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{t(label)}</Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResultsPanel>
  );
}
