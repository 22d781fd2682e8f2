import { Alert, Button, Stack } from '@mantine/core';
import {
  selectAccountView,
  selectIsLoggingIn,
  selectIsResendingLink,
  selectLinkError,
  selectLinkResent,
  selectLoginError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import { accountMessages } from '../../domain/account/account';
import { useAfterPurchase, useAfterPurchaseIntents } from '../flow-hooks/use-carts';
import { usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';
import { LoginForm } from './login-form';

/**
 * The e-mailed link sets the password: the page says it went out (or could not) and sends it
 * again on request.
 */
function PasswordLinkNotice({ email, opened }: { email: string; opened: boolean }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const error = useAfterPurchase(selectLinkError);
  const resent = useAfterPurchase(selectLinkResent);
  const resending = useAfterPurchase(selectIsResendingLink);
  const sent = opened
    ? t('thankYou.accountOpened').replace('{email}', email)
    : accountMessages.linkSent;
  return (
    <Stack gap="xs" maw={520}>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : (
        <Alert color={opened ? 'green' : 'blue'} role="status">
          {resent ? t('thankYou.linkResent').replace('{email}', email) : sent}
        </Alert>
      )}
      <Button variant="light" w="fit-content" loading={resending} onClick={intents.resendLink}>
        {t('thankYou.resendLink')}
      </Button>
    </Stack>
  );
}

/** A buyer whose e-mail already has an account signs in here (the e-mail prefilled). */
function ThankYouLogin({ email }: { email: string | undefined }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const error = useAfterPurchase(selectLoginError);
  const loggingIn = useAfterPurchase(selectIsLoggingIn);
  return (
    <LoginForm
      id="thank-you-login"
      title={t('thankYou.loginTitle')}
      email={email}
      error={error}
      busy={loggingIn}
      onLogin={intents.login}
    />
  );
}

/**
 * The buyer's account: opened as the page starts (signed in here, the password set from the
 * e-mailed link), or signed in on the page when the e-mail already has one.
 */
export function AccountSection({ email }: { email: string | undefined }) {
  const t = usePageT(accountText);
  const view = useAfterPurchase(selectAccountView);
  if (view === 'checking') return null;
  if (view === 'loggedIn') return <Alert color="green">{t('thankYou.loggedIn')}</Alert>;
  return (
    <Stack gap="xs" id="account">
      {email && view !== 'login' && (
        <PasswordLinkNotice email={email} opened={view === 'accountOpened'} />
      )}
      {(view === 'linkSent' || view === 'login') && <ThankYouLogin email={email} />}
    </Stack>
  );
}
