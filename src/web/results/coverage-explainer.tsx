import { packageNameKey } from '../strings/areas/packages';
import { List, Table } from '@mantine/core';
import { coveragePackages, type PackageCover } from '../../domain/coverage/packages';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { ResultsPanel } from './results-panel';

const coverNames: [PackageCover, ResultsTextKey][] = [
  ['thirdPartyDamage', 'resultsContent.coverThirdParty'],
  ['theft', 'resultsContent.coverTheft'],
  ['ownDamage', 'resultsContent.coverOwnDamage'],
];

/** The coverage explainer: what each package covers, and what a sum insured and a deductible are. */
export function CoverageExplainer() {
  const t = usePageT(resultsText);
  return (
    <ResultsPanel id="coverage-explainer" title={t('resultsContent.explainerTitle')}>
      {/* Narrow cell padding: the five columns fit a 320 px screen without scrolling. */}
      <Table horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('resultsContent.package')}</Table.Th>
            {coverNames.map(([cover, name]) => (
              <Table.Th key={cover} scope="col">
                {t(name)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coveragePackages.map((pack) => (
            <Table.Tr key={pack.code}>
              <Table.Th scope="row">{t(packageNameKey(pack.code))}</Table.Th>
              {coverNames.map(([cover]) => (
                <Table.Td key={cover}>
                  {t(pack.covers.includes(cover) ? 'resultsContent.yes' : 'resultsContent.no')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <List size="sm" mt="sm">
        <List.Item>{t('resultsContent.sumInsuredTerm')}</List.Item>
        <List.Item>{t('resultsContent.deductibleTerm')}</List.Item>
      </List>
    </ResultsPanel>
  );
}
