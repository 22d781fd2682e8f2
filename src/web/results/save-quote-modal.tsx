import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { selectIsSavingQuote, selectQuoteMail } from '../../../machines/session/session.selectors';
import { useSession, useSessionIntents } from '../machines/use-session';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

/** The save-quote modal: an e-mail address; the cart is saved and its link mailed there. */
export function SaveQuoteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const mail = useSession(selectQuoteMail);
  const saving = useSession(selectIsSavingQuote) ?? false;
  const { saveQuote } = useSessionIntents();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quoteSharing.saveTitle')}
      closeButtonProps={{ 'aria-label': t('quoteSharing.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveQuote(String(new FormData(event.currentTarget).get('emailAddress') ?? ''));
        }}
      >
        <Stack>
          <Text size="sm">{t('quoteSharing.saveIntro')}</Text>
          <TextInput
            name="emailAddress"
            type="email"
            label={t('quoteSharing.emailLabel')}
            defaultValue={mail?.emailAddress}
            autoComplete="email"
            error={mail?.status === 'rejected' ? mail.message : undefined}
            data-autofocus
          />
          <div role="status">
            {mail?.status === 'sent' && (
              <Alert color="green">
                {interpolate(t('quoteSharing.saved'), { email: mail.emailAddress })}
              </Alert>
            )}
          </div>
          {mail?.status === 'failed' && (
            <Alert color="red" role="alert">
              {mail.message}
            </Alert>
          )}
          <Button type="submit" disabled={saving}>
            {t(saving ? 'quoteSharing.saving' : 'quoteSharing.saveSubmit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
