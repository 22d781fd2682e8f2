import type { ReactNode } from 'react';
import {
  selectAddressLookup,
  selectBanks,
  selectBeneficiaryNameLimit,
  selectCanGoBack,
  selectCardChoice,
  selectCanCorrectData,
  selectCanRetryEmission,
  selectErrorMessage,
  selectFieldErrors,
  selectFormStep,
  selectHasUnsavedChanges,
  selectIsBusy,
  selectLoader,
  selectPaymentOptions,
  selectProgress,
  selectRfcPrefill,
  selectStepIndex,
  selectSubmitsPayment,
  selectOtherVehicleFound,
  selectVersions,
  type CartSnapshot,
} from '../../../machines/cart-shared/cart.selectors';
import { useMessage, usePageT } from '../strings/i18n';
import { cartText, type CartTextKey } from '../strings/page-text/cart';
import { CartScreen, type CartScreenState } from './cart-screen';
import { LeaveGuard } from '../site/leave-guard';
import type { CardIntents } from './payment-steps';
import { StepForm, type StepFields } from './step-form';

/** One cart's binding: its selector hook and its intents (use-carts.ts). */
export interface CartBinding {
  useCart: <TSlice>(selector: (snapshot: CartSnapshot) => TSlice) => TSlice;
  intents: {
    submitStep: (values: Record<string, unknown>) => void;
    editStep: (step: string, changedFields: string[]) => void;
    back: () => void;
    retryEmission: () => void;
    correctData: () => void;
  } & CardIntents;
  /** The values the step on screen opens with (its cart's selectStepValues). */
  useStepValues: () => Record<string, unknown> | undefined;
}

const selectScreen = (snapshot: CartSnapshot): CartScreenState => ({
  formStep: selectFormStep(snapshot),
  stepIndex: selectStepIndex(snapshot),
  progress: selectProgress(snapshot),
  loader: selectLoader(snapshot),
  errorMessage: selectErrorMessage(snapshot),
  canRetry: selectCanRetryEmission(snapshot),
  canCorrect: selectCanCorrectData(snapshot),
});

/** What the steps read besides their own fields: lookups, lists and the payment options. */
const selectStepData = (snapshot: CartSnapshot) => ({
  address: selectAddressLookup(snapshot),
  versions: selectVersions(snapshot),
  otherVehicle: selectOtherVehicleFound(snapshot),
  rfc: selectRfcPrefill(snapshot),
  beneficiaryNameLimit: selectBeneficiaryNameLimit(snapshot),
  payment: {
    banks: selectBanks(snapshot),
    choice: selectCardChoice(snapshot),
    ...selectPaymentOptions(snapshot),
  },
});

export type CartStepData = ReturnType<typeof selectStepData>;

/** Each form step's fields, by the machine's state name. */
export type CartStepFields = Record<
  string,
  (fields: StepFields, data: CartStepData, intents: CartBinding['intents']) => ReactNode
>;

/**
 * A cart's screen: its frame, and the form of the step the machine is in. Drawn inside its
 * cart's `<FlowScope>` (individual-cart-view.tsx, company-cart-view.tsx).
 */
export function CartView({
  binding,
  stepFields,
}: {
  binding: CartBinding;
  stepFields: CartStepFields;
}) {
  const t = usePageT(cartText);
  const screen = binding.useCart(selectScreen);
  const unsaved = binding.useCart(selectHasUnsavedChanges);
  const message = useMessage();
  const stepTitle = screen.formStep && t(`cart.step.${screen.formStep}` as CartTextKey);
  return (
    <>
      <LeaveGuard unsaved={unsaved} />
      <CartScreen
        state={{ ...screen, errorMessage: message(screen.errorMessage) }}
        stepTitle={stepTitle}
        form={
          screen.formStep && (
            <CartStepForm
              binding={binding}
              step={screen.formStep}
              title={stepTitle!}
              stepFields={stepFields}
            />
          )
        }
        onRetry={binding.intents.retryEmission}
        onCorrect={binding.intents.correctData}
      />
    </>
  );
}

function CartStepForm({
  binding,
  step,
  title,
  stepFields,
}: {
  binding: CartBinding;
  step: string;
  title: string;
  stepFields: CartStepFields;
}) {
  const t = usePageT(cartText);
  const { useCart, intents } = binding;
  const message = useMessage();
  // The machine's messages are the spec's Spanish; the buyer reads them in their language.
  const errors = Object.fromEntries(
    Object.entries(useCart(selectFieldErrors)).map(([name, text]) => [name, message(text)]),
  );
  const busy = useCart(selectIsBusy);
  const saved = binding.useStepValues();
  const canGoBack = useCart(selectCanGoBack);
  const submitsPayment = useCart(selectSubmitsPayment);
  const data = useCart(selectStepData);
  const renderFields = stepFields[step];
  if (!renderFields) return null;
  return (
    <StepForm
      step={step}
      title={title}
      errors={errors}
      saved={saved}
      busy={busy}
      submitLabel={submitsPayment ? t('cart.pay') : undefined}
      onSubmit={intents.submitStep}
      onEdit={intents.editStep}
      onBack={canGoBack ? intents.back : undefined}
    >
      {(fields) => renderFields(fields, data, intents)}
    </StepForm>
  );
}
