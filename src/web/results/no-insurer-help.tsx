import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  selectCanAskAgain,
  selectWithoutQuotesMessage,
} from '../../../machines/quotation/quotation.selectors';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { ContactButtons } from '../components/help-contact';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { SaveQuoteModal } from './save-quote-modal';

/**
 * A round that ended with no quote: its message, then what to do. When insurers did not answer,
 * try again or save the quote (no promise of a call: the visitor left no contact); when none
 * offers the vehicle, why that usually happens and how to reach us.
 */
export function NoInsurerHelp() {
  const t = usePageT(resultsText);
  const message = useQuotation(selectWithoutQuotesMessage);
  const noAnswer = useQuotation(selectCanAskAgain);
  if (!message) return null;
  return (
    <Alert
      role="status"
      title={t(noAnswer ? 'resultsContent.quoteErrorTitle' : 'resultsContent.noInsurerTitle')}
      color="#7a4a00"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {message}
        </Text>
        <Text size="sm">
          {t(noAnswer ? 'resultsContent.quoteErrorText' : 'resultsContent.noInsurerText')}
        </Text>
        {noAnswer ? <TryAgainOrSave /> : <ContactButtons />}
      </Stack>
    </Alert>
  );
}

function TryAgainOrSave() {
  const t = usePageT(resultsText);
  const intents = useQuotationIntents();
  const [saveOpen, save] = useDisclosure(false);
  return (
    <Group gap="xs">
      <Button onClick={intents.askAgain}>{t('resultsContent.tryAgain')}</Button>
      <Button variant="light" onClick={save.open}>
        {t('quoteSharing.saveOpen')}
      </Button>
      <SaveQuoteModal opened={saveOpen} onClose={save.close} />
    </Group>
  );
}
