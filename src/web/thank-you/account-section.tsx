import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  selectAccountView,
  selectIsCreatingPassword,
  selectIsLoggingIn,
  selectLoginError,
  selectPasswordError,
} from '../../../machines/after-purchase/after-purchase.selectors';
import { accountMessages } from '../../domain/account';
import { NewPasswordField } from '../account/new-password-field';
import { useAfterPurchase, useAfterPurchaseIntents } from '../machines/use-carts';
import { usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';

/** A new buyer sets a password (e-mail shown, disabled), with each rule marked as it is met. */
function CreatePasswordForm({ email }: { email: string }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const error = useAfterPurchase(selectPasswordError);
  const creating = useAfterPurchase(selectIsCreatingPassword) ?? false;
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    intents.createPassword(password);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-password-title">
      <Stack maw={420}>
        <Title order={2} fz="h4" id="create-password-title">
          {t('thankYou.createPasswordTitle')}
        </Title>
        <TextInput label={t('thankYou.email')} value={email} disabled readOnly />
        <NewPasswordField
          id="thank-you-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" loading={creating} w="fit-content">
          {t('thankYou.createAccount')}
        </Button>
      </Stack>
    </form>
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
 * The buyer's account: create a password, or sign in on the page when the e-mail already has
 * one (the link-sent answer leaves both open).
 */
export function AccountSection({ email }: { email: string | undefined }) {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const view = useAfterPurchase(selectAccountView);
  if (view === undefined || view === 'checking') return null;
  if (view === 'passwordCreated')
    return <Alert color="green">{t('thankYou.passwordCreated')}</Alert>;
  if (view === 'loggedIn') return <Alert color="green">{t('thankYou.loggedIn')}</Alert>;
  return (
    <Stack gap="xs" id="account">
      {view === 'createPassword' && email && (
        <>
          <CreatePasswordForm email={email} />
          <Text>{t('thankYou.existingAccount')}</Text>
          <Button variant="light" w="fit-content" onClick={intents.chooseLogin}>
            {t('thankYou.haveAccount')}
          </Button>
        </>
      )}
      {view === 'linkSent' && <Alert color="blue">{accountMessages.linkSent}</Alert>}
      {(view === 'linkSent' || view === 'login') && <LoginForm email={email} />}
    </Stack>
  );
}
