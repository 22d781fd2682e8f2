import { Alert } from '@mantine/core';
import { selectMessage } from '../../../machines/session/session.selectors';
import { useSession, useSessionIntents } from '../flow-hooks/use-session';
import { useT } from '../strings/i18n';

/**
 * What the session says, on whatever page the visitor is: a cart link that could not be
 * recovered, a promo code in the URL that is not valid, a download that failed.
 */
export function SessionNotice() {
  const t = useT();
  const message = useSession(selectMessage);
  const session = useSessionIntents();
  if (!message) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      m="md"
      withCloseButton
      closeButtonLabel={t('results.close')}
      onClose={session.dismissMessage}
    >
      {message}
    </Alert>
  );
}
