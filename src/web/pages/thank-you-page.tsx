import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CartOutput } from '../../../machines/cart-shared/cart.types';
import { insurers } from '../../domain/insurers/insurers';
import { contactEmail } from '../../domain/quote/quotation';
import { clientRoutes } from '../../domain/site/routes';
import { externalLinks } from '../config';
import { FlowScope } from '../flow-hooks/flow-scope';
import { useAfterPurchase, useAfterPurchaseIntents } from '../flow-hooks/use-carts';
import {
  selectCanDownload,
  selectDownloadError,
  selectIsDownloading,
  selectPayNow,
  selectPendingPaymentPaid,
  selectPolicy,
} from '../../../machines/after-purchase/after-purchase.selectors';
import { BackHomeButton, TitledPage } from '../components/titled-page';
import { LegalLink } from '../shell/legal-link';
import { NewTabButton } from '../shell/new-tab-link';
import { usePageT } from '../strings/i18n';
import { accountText, type AccountTextKey } from '../strings/page-text/account';
import { AccountSection } from '../account/account-section';
import { PayNowSection } from '../account/pay-now-section';

/** The policy PDF, offered once the buyer is signed in to the holder’s account. */
function DownloadPolicyButton() {
  const t = usePageT(accountText);
  const intents = useAfterPurchaseIntents();
  const canDownload = useAfterPurchase(selectCanDownload);
  const downloading = useAfterPurchase(selectIsDownloading);
  const error = useAfterPurchase(selectDownloadError);
  if (!canDownload) return null;
  return (
    <>
      <Button onClick={intents.downloadPolicy} loading={downloading}>
        {t('thankYou.download')}
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

/** The company's success text: insured with the insurer, the account and the summary e-mail. */
function CompanySuccess({ policy }: { policy: CartOutput }) {
  const t = usePageT(accountText);
  return (
    <Stack gap="xs">
      <Text>{t('thankYou.companyAccountHelp').replace('{company}', policy.companyName ?? '')}</Text>
      {policy.email && (
        <Text>{t('thankYou.companySummaryMail').replace('{email}', policy.email)}</Text>
      )}
      <Group>
        <Button component={Link} to={clientRoutes.account} w="fit-content">
          {t('thankYou.companyAccount')}
        </Button>
        <Anchor component={Link} to={clientRoutes.help}>
          {t('thankYou.help')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The heading: the company's 'insured with', the policy ready, or ready with payment pending. */
function titleOf(policy: CartOutput, t: (key: AccountTextKey) => string): string {
  if (policy.paymentStatus === 'not-paid') return t('thankYou.pending');
  if (policy.companyName)
    return t('thankYou.companyInsured').replace(
      '{insurer}',
      insurers[policy.providerCode].displayName,
    );
  return t('thankYou.ready');
}

/**
 * /thank-you (docs/behaviour/purchase/after-purchase.md): the policy the buyer just bought,
 * ready, or ready and active with the payment pending. Only the purchase of this session is
 * shown (the after-purchase flow runs once a cart issued it); without one the page says so and
 * offers the home page.
 */
export const ThankYouPage = () => (
  <FlowScope flow="afterPurchase" fallback={<NoPurchase />}>
    <PurchasedPolicy />
  </FlowScope>
);

function NoPurchase() {
  const t = usePageT(accountText);
  return (
    <TitledPage title={t('thankYou.noPurchase')} intro={t('thankYou.noPurchaseHelp')}>
      <BackHomeButton label={t('thankYou.goHome')} />
    </TitledPage>
  );
}

/** The policy the after-purchase flow started with: the one the cart issued. */
function PurchasedPolicy() {
  const t = usePageT(accountText);
  const policy = useAfterPurchase(selectPolicy);
  const payNow = useAfterPurchase(selectPayNow);
  const paidNow = useAfterPurchase(selectPendingPaymentPaid);
  const pending = policy.paymentStatus === 'not-paid' && !paidNow;
  const shown: CartOutput = pending ? policy : { ...policy, paymentStatus: 'paid' };
  return (
    <TitledPage title={titleOf(shown, t)}>
      <Stack>
        {pending && (
          <Alert color="orange" variant="light">
            <Text>{t('thankYou.pendingHelp').replace('{contact}', contactEmail)}</Text>
            <Anchor component={Link} to={clientRoutes.account}>
              {t('thankYou.accountLink')}
            </Anchor>
          </Alert>
        )}
        {payNow && <PayNowSection actor={payNow} />}
        {paidNow && (
          <Alert color="green" variant="light" role="status">
            {t('thankYou.paidNow')}
          </Alert>
        )}
        <Text fw={600}>{t('thankYou.policyNumber').replace('{number}', policy.policyNumber)}</Text>
        {policy.companyName ? (
          <CompanySuccess policy={policy} />
        ) : (
          policy.email && <Text>{t('thankYou.emailSent').replace('{email}', policy.email)}</Text>
        )}
        <Group>
          <DownloadPolicyButton />
          {!pending && (
            <NewTabButton href={externalLinks.partnerPortal} variant="light">
              {t('thankYou.partnerPortal')}
            </NewTabButton>
          )}
        </Group>
        <AccountSection email={policy.email} />
        <Text size="sm">
          {t('thankYou.agreements')}{' '}
          <LegalLink to={clientRoutes.terms}>{t('thankYou.terms')}</LegalLink>
          {', '}
          <LegalLink to={clientRoutes.privacy}>{t('thankYou.privacy')}</LegalLink>
          {', '}
          <LegalLink to={clientRoutes.usagePolicy}>{t('thankYou.usagePolicy')}</LegalLink>.
        </Text>
      </Stack>
    </TitledPage>
  );
}
