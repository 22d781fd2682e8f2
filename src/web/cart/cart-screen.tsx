import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmissionRecovery, FunFactLoader, RequestPolicyLoader } from './cart-loaders';
import { CartSections } from './cart-sections';
import { StepError } from './step-form';

/** What either cart's screen shows around its current step, read from the cart's selectors. */
export interface CartScreenState {
  formStep: string | undefined;
  stepIndex: number;
  progress: number;
  loader: 'funFact' | 'requestPolicy' | undefined;
  errorMessage: string | undefined;
  canRetry: boolean;
  canCorrect: boolean;
}

/**
 * The cart's frame: sections and progress, the step's error box, then the step's form, a loader
 * of the emission, or the way out of a failed emission.
 */
export function CartScreen({
  state,
  form,
  onRetry,
  onCorrect,
}: {
  state: CartScreenState;
  form: ReactNode;
  onRetry: () => void;
  onCorrect: () => void;
}) {
  const emissionView =
    state.loader === 'funFact' ? (
      <FunFactLoader />
    ) : state.loader === 'requestPolicy' ? (
      <RequestPolicyLoader />
    ) : (
      <EmissionRecovery
        canRetry={state.canRetry}
        canCorrect={state.canCorrect}
        onRetry={onRetry}
        onCorrect={onCorrect}
      />
    );
  return (
    <Stack className="cart-screen">
      <CartSections stepIndex={state.stepIndex} progress={state.progress} />
      <StepError message={state.errorMessage} />
      {state.formStep ? form : emissionView}
    </Stack>
  );
}
