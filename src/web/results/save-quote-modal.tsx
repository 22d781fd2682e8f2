import { Alert, Text } from '@mantine/core';
import { selectIsSavingQuote, selectQuoteMail } from '../../../machines/session/session.selectors';
import { useSession } from '../flow-hooks/use-session';
import { useQuotationIntents } from '../flow-hooks/use-quotation';
import { useMessage, usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';
import { OneFieldModal } from './one-field-modal';

/** The save-quote modal: an e-mail address; the cart is saved and its link mailed there. */
export function SaveQuoteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = usePageT(resultsText);
  const message = useMessage();
  const mail = useSession(selectQuoteMail);
  const saving = useSession(selectIsSavingQuote);
  const { saveQuote } = useQuotationIntents();
  return (
    <OneFieldModal
      opened={opened}
      onClose={onClose}
      title={t('quoteSharing.saveTitle')}
      intro={<Text size="sm">{t('quoteSharing.saveIntro')}</Text>}
      field={{
        name: 'emailAddress',
        type: 'email',
        label: t('quoteSharing.emailLabel'),
        autoComplete: 'email',
        defaultValue: mail?.emailAddress,
        error: mail?.status === 'rejected' ? mail.message : undefined,
      }}
      outcome={
        mail?.status === 'sent' && (
          <Alert color="green">
            {interpolate(t('quoteSharing.saved'), { email: mail.emailAddress })}
          </Alert>
        )
      }
      failure={
        mail?.status === 'failed' && (
          <Alert color="red" role="alert">
            {message(mail.message)}
          </Alert>
        )
      }
      submitLabel={t(saving ? 'quoteSharing.saving' : 'quoteSharing.saveSubmit')}
      busy={saving}
      onSubmit={saveQuote}
    />
  );
}
