import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';

export interface LoginFormProps {
  /** The id prefix of the form's heading and fields (one login per page). */
  id: string;
  title: string;
  /** The e-mail prefilled (the purchase's). */
  email?: string;
  error?: string;
  busy: boolean;
  onLogin: (emailAddress: string, password: string) => void;
  children?: ReactNode;
}

/** The account's login: e-mail and password; the refusal is on the password, announced. */
export function LoginForm({ id, title, email, error, busy, onLogin, children }: LoginFormProps) {
  const t = usePageT(accountText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onLogin(String(form.get('emailAddress') ?? ''), String(form.get('password') ?? ''));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack maw={420}>
        <Title order={2} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        {children}
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
          id={`${id}-password`}
          error={error}
          errorProps={{ id: `${id}-error` }}
          autoComplete="current-password"
        />
        <Button type="submit" loading={busy} w="fit-content">
          {t('thankYou.login')}
        </Button>
      </Stack>
    </form>
  );
}
