import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { individualCartMachine } from '../../../machines/individual-cart/individual-cart.machine';
import {
  selectAddressLookup,
  selectBanks,
  selectCanCorrectData,
  selectCanRetryEmission,
  selectErrorMessage,
  selectFieldErrors,
  selectFormStep,
  selectIsBusy,
  selectLoader,
  selectPaymentOptions,
  selectProgress,
  selectRfcPrefill,
  selectStepIndex,
  selectVersions,
} from '../../../machines/individual-cart/individual-cart.selectors';
import { useIndividualCart, useIndividualCartIntents } from '../machines/use-carts';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { CartScreen, type CartScreenState } from './cart-screen';
import { NoCart } from './no-cart';
import { parsePayment, PaymentFields } from './payment-steps';
import {
  AddressFields,
  BirthdateAndGenderFields,
  ContactFields,
  HolderFields,
  RfcFields,
} from './personal-steps';
import { StepForm, type StepFields } from './step-form';
import {
  BeneficiaryFields,
  InvoiceFields,
  PlatesFields,
  SerialNumbersFields,
  VehicleFields,
} from './vehicle-steps';

type Snapshot = SnapshotFrom<typeof individualCartMachine>;

const selectScreen = (snapshot: Snapshot): CartScreenState => ({
  formStep: selectFormStep(snapshot),
  stepIndex: selectStepIndex(snapshot),
  progress: selectProgress(snapshot),
  loader: selectLoader(snapshot),
  errorMessage: selectErrorMessage(snapshot),
  canRetry: selectCanRetryEmission(snapshot),
  canCorrect: selectCanCorrectData(snapshot),
});

/** The individual cart's screen (docs/behaviour/purchase/carts.md#individual-cart). */
export function IndividualCartView() {
  const screen = useIndividualCart(selectScreen);
  const intents = useIndividualCartIntents();
  if (!screen) return <NoCart />;
  return (
    <CartScreen
      state={screen}
      form={screen.formStep && <IndividualStepForm step={screen.formStep} />}
      onRetry={intents.retryEmission}
      onCorrect={intents.correctData}
    />
  );
}

/** What the steps read besides their own fields: lookups, lists and the payment options. */
const selectStepData = (snapshot: Snapshot) => ({
  address: selectAddressLookup(snapshot),
  versions: selectVersions(snapshot),
  rfc: selectRfcPrefill(snapshot),
  payment: { banks: selectBanks(snapshot), ...selectPaymentOptions(snapshot) },
});

type StepData = ReturnType<typeof selectStepData>;

const stepFieldsOf: Record<string, (fields: StepFields, data: StepData) => ReactNode> = {
  holder: (fields) => <HolderFields fields={fields} />,
  birthdateAndGender: (fields) => <BirthdateAndGenderFields fields={fields} />,
  rfc: (fields, data) => <RfcFields fields={fields} prefill={data.rfc} />,
  contact: (fields) => <ContactFields fields={fields} />,
  address: (fields, data) => <AddressFields fields={fields} lookup={data.address} />,
  plates: (fields) => <PlatesFields fields={fields} withConsent />,
  vehicle: (fields, data) => <VehicleFields fields={fields} versions={data.versions} />,
  beneficiary: (fields) => <BeneficiaryFields fields={fields} />,
  serialNumbers: (fields) => <SerialNumbersFields fields={fields} withPrivacy={false} />,
  invoice: (fields) => <InvoiceFields fields={fields} />,
  payment: (fields, data) => <PaymentFields fields={fields} choices={data.payment} />,
};

const firstStep = 'holder';

function IndividualStepForm({ step }: { step: string }) {
  const t = useT();
  const intents = useIndividualCartIntents();
  const errors = useIndividualCart(selectFieldErrors) ?? {};
  const busy = useIndividualCart(selectIsBusy) ?? false;
  const saved = useIndividualCart(
    (snapshot) =>
      (snapshot.context.steps as Record<string, Record<string, unknown> | undefined>)[step],
  );
  const data = useIndividualCart(selectStepData);
  const renderFields = stepFieldsOf[step];
  if (!renderFields || !data) return null;
  return (
    <StepForm
      step={step}
      title={t(`cart.step.${step}` as StringKey)}
      errors={errors}
      saved={saved}
      busy={busy}
      submitLabel={step === 'payment' ? t('cart.pay') : undefined}
      parse={step === 'payment' ? parsePayment : undefined}
      onSubmit={intents.submitStep}
      onBack={step === firstStep ? undefined : intents.back}
    >
      {(fields) => renderFields(fields, data)}
    </StepForm>
  );
}
