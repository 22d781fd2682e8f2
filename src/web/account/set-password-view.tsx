import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Actor } from 'xstate';
import type { setPasswordMachine } from '../../../machines/set-password/set-password.machine';
import {
  selectIsSettingPassword,
  selectLinkError,
  selectPasswordError,
  selectSetPasswordView,
  type SetPasswordView as View,
} from '../../../machines/set-password/set-password.selectors';
import { useDocumentTitle } from '../a11y/document-title';
import { ErrorSummary, useSubmitAttempt } from '../a11y/error-summary';
import { useStepFocus } from '../a11y/step-focus';
import { clientRoutes } from '../../domain/site/routes';
import { externalLinks } from '../config';
import { BackHomeButton } from '../components/titled-page';
import { NewTabButton } from '../shell/new-tab-link';
import { usePageT } from '../strings/i18n';
import { accountText, type AccountTextKey } from '../strings/page-text/account';
import { NewPasswordField } from './new-password-field';

export type SetPasswordActor = Actor<typeof setPasswordMachine>;

const passwordFieldId = 'account-password';

const titles: Record<View, AccountTextKey> = {
  form: 'accountPassword.title',
  passwordSet: 'accountPassword.doneTitle',
  linkRefused: 'accountPassword.refusedTitle',
};

/** The password form: the rules marked as they are met, the error summary after a failed submit. */
function PasswordForm({ actor }: { actor: SetPasswordActor }) {
  const t = usePageT(accountText);
  const error = useSelector(actor, selectPasswordError);
  const saving = useSelector(actor, selectIsSettingPassword);
  const [password, setPassword] = useState('');
  const { attempt, countAttempt } = useSubmitAttempt();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    countAttempt();
    actor.send({ type: 'setPassword.submit', password });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-password-title">
      <Stack maw={420}>
        <ErrorSummary
          attempt={attempt}
          errors={error ? [{ fieldId: passwordFieldId, message: error }] : []}
        />
        <Text>{t('accountPassword.intro')}</Text>
        <NewPasswordField
          id={passwordFieldId}
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" loading={saving} w="fit-content">
          {t('accountPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Signed in: what the buyer can do now (their policies, the partner portal, or a new quote). */
function PasswordSet() {
  const t = usePageT(accountText);
  return (
    <Stack>
      <Alert color="green">{t('accountPassword.doneText')}</Alert>
      <Group>
        <Button component={Link} to={clientRoutes.account}>
          {t('accountPassword.goAccount')}
        </Button>
        <NewTabButton href={externalLinks.partnerPortal} variant="light">
          {t('thankYou.partnerPortal')}
        </NewTabButton>
        <BackHomeButton label={t('accountPassword.goHome')} />
      </Group>
    </Stack>
  );
}

/** A missing, expired or used link: the server's own message and the way home. */
function LinkRefused({ actor }: { actor: SetPasswordActor }) {
  const t = usePageT(accountText);
  const message = useSelector(actor, selectLinkError);
  return (
    <Stack>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Text>{t('accountPassword.refusedHelp')}</Text>
      <BackHomeButton label={t('accountPassword.goHome')} />
    </Stack>
  );
}

/**
 * /cuenta/contrasena, drawn from the set-password flow (machines/set-password). The heading
 * names the outcome and takes focus when it changes, so a screen reader hears it.
 */
export function SetPasswordView({ actor }: { actor: SetPasswordActor }) {
  const t = usePageT(accountText);
  const view = useSelector(actor, selectSetPasswordView);
  const title = t(titles[view]);
  useDocumentTitle(title);
  const headingRef = useStepFocus(view);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title
          order={1}
          ref={headingRef}
          tabIndex={-1}
          id="account-password-title"
          className="focus-target"
        >
          {title}
        </Title>
        {view === 'form' && <PasswordForm actor={actor} />}
        {view === 'passwordSet' && <PasswordSet />}
        {view === 'linkRefused' && <LinkRefused actor={actor} />}
      </Stack>
    </Container>
  );
}
