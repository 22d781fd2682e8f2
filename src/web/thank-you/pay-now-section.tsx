import { Alert, Button } from '@mantine/core';
import {
  selectIsPaying,
  selectPaymentBanks,
  selectPaymentErrors,
  selectPayNowView,
} from '../../../machines/after-purchase/after-purchase.selectors';
import { formErrorKey } from '../../../machines/cart-shared/step-validation';
import { CardChoiceFields, TypedCardFields } from '../cart/payment-steps';
import { StepForm } from '../cart/step-form';
import { useAfterPurchase, useAfterPurchaseIntents } from '../machines/use-carts';
import { useMessage, usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';

/**
 * 'Pagar ahora' of a policy whose payment is pending (docs/behaviour/purchase/after-purchase.md):
 * the button, then the card form, then the receipt paid. The after-purchase machine runs it.
 */
export function PayNowSection() {
  const t = usePageT(accountText);
  const message = useMessage();
  const intents = useAfterPurchaseIntents();
  const view = useAfterPurchase(selectPayNowView) ?? 'none';
  const busy = useAfterPurchase(selectIsPaying) ?? false;
  const errors = useAfterPurchase(selectPaymentErrors) ?? {};
  const banks = useAfterPurchase(selectPaymentBanks) ?? [];
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, message(text)]),
  );
  if (view === 'paid')
    return (
      <Alert color="green" variant="light" role="status">
        {t('thankYou.paidNow')}
      </Alert>
    );
  if (view === 'offered')
    return (
      <>
        {shownErrors[formErrorKey] && (
          <Alert color="red" role="alert">
            {shownErrors[formErrorKey]}
          </Alert>
        )}
        <Button onClick={intents.startPayment} loading={busy} w="fit-content">
          {t('thankYou.payNow')}
        </Button>
      </>
    );
  if (view !== 'form') return null;
  return (
    <StepForm
      step="payNow"
      title={t('thankYou.payTitle')}
      errors={shownErrors}
      saved={undefined}
      busy={busy}
      submitLabel={t('thankYou.payNow')}
      onSubmit={intents.pay}
      onBack={intents.cancelPayment}
    >
      {(fields) => (
        <>
          <TypedCardFields fields={fields} />
          <CardChoiceFields fields={fields} banks={banks} />
        </>
      )}
    </StepForm>
  );
}
