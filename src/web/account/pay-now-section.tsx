import { Alert, Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formErrorKey } from '../../../machines/cart-shared/step-validation';
import type { payNowMachine } from '../../../machines/pay-now/pay-now.machine';
import {
  selectIsPaying,
  selectPaymentBanks,
  selectPaymentErrors,
  selectPayNowView,
} from '../../../machines/pay-now/pay-now.selectors';
import { CardChoiceFields, TypedCardFields } from '../cart/payment-steps';
import { StepForm } from '../cart/step-form';
import { useMessage, usePageT } from '../strings/i18n';
import { accountText } from '../strings/page-text/account';

export type PayNowActor = ActorRefFrom<typeof payNowMachine>;

/**
 * 'Pagar ahora' of a policy whose payment is pending (docs/behaviour/purchase/after-purchase.md):
 * the button, then the card form, then the receipt paid. Its own flow (machines/pay-now) runs
 * it, on the thank-you page and on the account page alike.
 */
export function PayNowSection({ actor, title }: { actor: PayNowActor; title?: string }) {
  const t = usePageT(accountText);
  const message = useMessage();
  const view = useSelector(actor, selectPayNowView);
  const busy = useSelector(actor, selectIsPaying);
  const errors = useSelector(actor, selectPaymentErrors);
  const banks = useSelector(actor, selectPaymentBanks);
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
        <Button onClick={() => actor.send({ type: 'payNow.start' })} loading={busy} w="fit-content">
          {t('thankYou.payNow')}
        </Button>
      </>
    );
  return (
    <StepForm
      step="payNow"
      title={title ?? t('thankYou.payTitle')}
      errors={shownErrors}
      saved={undefined}
      busy={busy}
      submitLabel={t('thankYou.payNow')}
      onSubmit={(values) => actor.send({ type: 'payNow.pay', values })}
      onBack={() => actor.send({ type: 'payNow.cancel' })}
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
