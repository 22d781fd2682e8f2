import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { ComponentProps } from 'react';
import type { accountMachine } from '../../../machines/account/account.machine';
import {
  selectAccountError,
  selectAccountView,
  selectDownloading,
  selectIsLoggingIn,
  selectIsLoggingOut,
  selectLoginError,
  selectPaidPolicy,
  selectPayment,
  selectPolicies,
} from '../../../machines/account/account.selectors';
import type { AccountPolicy } from '../../domain/account/account-policies';
import { insurers } from '../../domain/insurers/insurers';
import { packageByCode } from '../../domain/coverage/packages';
import { TitledPage } from '../components/titled-page';
import { useFormat } from '../strings/format';
import { accountText } from '../strings/page-text/account';
import { CodeLoading } from '../site/code-loading';
import { laterModule } from '../site/later-module';
import { useLaterModule } from '../site/use-later-module';
import { usePageT } from '../strings/i18n';
import { LoginForm } from './login-form';
import type { PayNowSection } from './pay-now-section';

export type AccountActor = Actor<typeof accountMachine>;

const payNowSection = laterModule(() => import('./pay-now-section'));

/**
 * 'Pagar ahora''s card form, its code (the cart's payment fields and their checks) loaded when
 * the buyer asks to pay: signing in and reading the policies do without it.
 */
function LaterPayNowSection(props: ComponentProps<typeof PayNowSection>) {
  const section = useLaterModule(payNowSection, true);
  if (!section) return <CodeLoading />;
  return <section.PayNowSection {...props} />;
}

/** Signed out: the account's login, in the account's words. */
function AccountLogin({ actor }: { actor: AccountActor }) {
  const t = usePageT(accountText);
  const error = useSelector(actor, selectLoginError);
  const busy = useSelector(actor, selectIsLoggingIn);
  return (
    <LoginForm
      id="account-login"
      title={t('accountPage.loginTitle')}
      error={error}
      busy={busy}
      onLogin={(emailAddress, password) =>
        actor.send({ type: 'account.login', emailAddress, password })
      }
    >
      <Text>{t('accountPage.loginIntro')}</Text>
    </LoginForm>
  );
}

/** What a policy is: insurer, vehicle, package, total, payment status (and what is due). */
function PolicyFacts({ policy }: { policy: AccountPolicy }) {
  const t = usePageT(accountText);
  const format = useFormat();
  const rows: [string, string][] = [
    [t('accountPage.insurer'), insurers[policy.insurer].displayName],
    [t('accountPage.vehicle'), policy.vehicle],
    [t('accountPage.package'), packageByCode(policy.package).label],
    [t('accountPage.total'), format.money(policy.total)],
    [t('accountPage.status'), t(`accountPage.status.${policy.paymentStatus}`)],
  ];
  if (policy.paymentStatus === 'not-paid')
    rows.push([t('accountPage.amountDue'), format.money(policy.amountDue)]);
  return (
    <Table variant="vertical" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One policy: its facts, its PDF and, while its payment is pending, 'Pagar ahora'. */
function PolicyCard({ actor, policy }: { actor: AccountActor; policy: AccountPolicy }) {
  const t = usePageT(accountText);
  const payment = useSelector(actor, selectPayment);
  const downloading = useSelector(actor, selectDownloading);
  const paidNow = useSelector(actor, selectPaidPolicy) === policy.policyNumber;
  const titleId = `policy-${policy.policyNumber}`;
  const { policyNumber } = policy;
  const pending = policy.paymentStatus === 'not-paid';
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} fz="h4" id={titleId}>
          {t('accountPage.policyTitle').replace('{number}', policyNumber)}
        </Title>
        <PolicyFacts policy={policy} />
        {pending && (
          <Alert color="orange" variant="light">
            {t('accountPage.pendingHelp')}
          </Alert>
        )}
        {paidNow && (
          <Alert color="green" variant="light" role="status">
            {t('thankYou.paidNow')}
          </Alert>
        )}
        {pending && payment?.policyNumber === policyNumber && (
          <LaterPayNowSection
            actor={payment.actor}
            title={t('accountPage.payTitle').replace('{number}', policyNumber)}
          />
        )}
        <Group>
          {pending && payment?.policyNumber !== policyNumber && (
            <Button onClick={() => actor.send({ type: 'account.payNow', policyNumber })}>
              {t('thankYou.payNow')}
            </Button>
          )}
          <Button
            variant="light"
            loading={downloading}
            onClick={() => actor.send({ type: 'account.download', policyNumber })}
          >
            {t('thankYou.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Signed in: the account's policies, and the sign-out. */
function AccountPolicies({ actor }: { actor: AccountActor }) {
  const t = usePageT(accountText);
  const policies = useSelector(actor, selectPolicies);
  const error = useSelector(actor, selectAccountError);
  const loggingOut = useSelector(actor, selectIsLoggingOut);
  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {policies.length === 0 && <Text>{t('accountPage.noPolicies')}</Text>}
      {policies.map((policy) => (
        <PolicyCard key={policy.policyNumber} actor={actor} policy={policy} />
      ))}
      <Button
        variant="subtle"
        w="fit-content"
        loading={loggingOut}
        onClick={() => actor.send({ type: 'account.logout' })}
      >
        {t('accountPage.logout')}
      </Button>
    </Stack>
  );
}

/** /cuenta, drawn from the account flow (machines/account). */
export function AccountView({ actor }: { actor: AccountActor }) {
  const t = usePageT(accountText);
  const view = useSelector(actor, selectAccountView);
  const error = useSelector(actor, selectAccountError);
  return (
    <TitledPage
      title={view === 'policies' ? t('accountPage.policiesTitle') : t('accountPage.title')}
    >
      {view === 'loading' && (
        <Group role="status">
          <Loader size="sm" />
          <Text>{t('accountPage.loading')}</Text>
        </Group>
      )}
      {view === 'failed' && (
        <Stack>
          <Alert color="red" role="alert">
            {error}
          </Alert>
          <Button w="fit-content" onClick={() => actor.send({ type: 'account.retry' })}>
            {t('accountPage.retry')}
          </Button>
        </Stack>
      )}
      {view === 'login' && <AccountLogin actor={actor} />}
      {view === 'policies' && <AccountPolicies actor={actor} />}
    </TitledPage>
  );
}
