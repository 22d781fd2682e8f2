import { List, Paper, Title } from '@mantine/core';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';

/** The marketing promises of the spec (section 1), as the results page lists them. */
const benefits: StringKey[] = [
  'resultsContent.benefitBestPrice',
  'resultsContent.benefitSecure',
  'resultsContent.benefitOnline',
  'resultsContent.benefitRefund',
  'resultsContent.benefitCustomers',
];

/** The benefits block. */
export function BenefitsBlock() {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="results-benefits">
      <Title order={2} size="h4" id="results-benefits" mb="xs">
        {t('resultsContent.benefitsTitle')}
      </Title>
      <List spacing="xs">
        {benefits.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
