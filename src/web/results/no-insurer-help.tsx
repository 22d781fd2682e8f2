import { Alert, Stack, Text } from '@mantine/core';
import { selectWithoutQuotesMessage } from '../../../machines/quotation/quotation.selectors';
import { useQuotation } from '../machines/use-quotation';
import { ContactButtons } from '../pages/help-contact';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';

/**
 * A round that ended with no quote: its message, then why that usually happens (the brand or
 * model is not offered, or the postal code is not covered) and how to reach us.
 */
export function NoInsurerHelp() {
  const t = usePageT(resultsText);
  const message = useQuotation(selectWithoutQuotesMessage);
  if (!message) return null;
  return (
    <Alert role="status" title={t('resultsContent.noInsurerTitle')} color="#7a4a00">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {message}
        </Text>
        <Text size="sm">{t('resultsContent.noInsurerText')}</Text>
        <ContactButtons />
      </Stack>
    </Alert>
  );
}
