import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  selectAccountView,
  selectIsLoggingIn,
  selectIsResendingLink,
  selectLinkError,
  selectLinkResent,
  selectLoginError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import { accountMessages } from '../../domain/account';
import { useAfterPurchase, useAfterPurchaseIntents } from '../machines/use-carts';
import { usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';

/**
 * The e-mailed link sets the password: the page says it went out (or could not) and sends it
 * again on request.
 */
function PasswordLinkNotice({ email, opened }: { email: string; opened: boolean }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const error = useAfterPurchase(selectLinkError);
  const resent = useAfterPurchase(selectLinkResent) ?? false;
  const resending = useAfterPurchase(selectIsResendingLink) ?? false;
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
function LoginForm({ email }: { email: string | undefined }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const error = useAfterPurchase(selectLoginError);
  const loggingIn = useAfterPurchase(selectIsLoggingIn) ?? false;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    intents.login(String(form.get('emailAddress') ?? ''), String(form.get('password') ?? ''));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack maw={420}>
        <Title order={2} fz="h4" id="login-title">
          {t('thankYou.loginTitle')}
        </Title>
        <TextInput
          label={t('thankYou.email')}
          name="emailAddress"
          type="email"
          defaultValue={email}
          autoComplete="email"
        />
        <PasswordInput
          label={t('thankYou.password')}
          name="password"
          id="thank-you-login-password"
          error={error}
          errorProps={{ id: 'thank-you-login-error' }}
          autoComplete="current-password"
        />
        <Button type="submit" loading={loggingIn} w="fit-content">
          {t('thankYou.login')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The buyer's account: opened as the page starts (signed in here, the password set from the
 * e-mailed link), or signed in on the page when the e-mail already has one.
 */
export function AccountSection({ email }: { email: string | undefined }) {
  const t = usePageT(accountText);
  const view = useAfterPurchase(selectAccountView);
  if (view === undefined || view === 'checking') return null;
  if (view === 'loggedIn') return <Alert color="green">{t('thankYou.loggedIn')}</Alert>;
  return (
    <Stack gap="xs" id="account">
      {email && view !== 'login' && (
        <PasswordLinkNotice email={email} opened={view === 'accountOpened'} />
      )}
      {(view === 'linkSent' || view === 'login') && <LoginForm email={email} />}
    </Stack>
  );
}
