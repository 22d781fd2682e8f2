import { List } from '@mantine/core';
import { ResultsPanel } from './results-panel';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';

/** The marketing promises of the spec (section 1), as the results page lists them. */
const benefits: ResultsTextKey[] = [
  'resultsContent.benefitBestPrice',
  'resultsContent.benefitSecure',
  'resultsContent.benefitOnline',
  'resultsContent.benefitRefund',
  'resultsContent.benefitCustomers',
];

/** The benefits block. */
export function BenefitsBlock() {
  const t = usePageT(resultsText);
  return (
    <ResultsPanel id="results-benefits" title={t('resultsContent.benefitsTitle')}>
      <List spacing="xs">
        {benefits.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </ResultsPanel>
  );
}
