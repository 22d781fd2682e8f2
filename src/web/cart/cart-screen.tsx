import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../a11y/document-title';
import { useScreenFocus } from '../a11y/step-focus';
import { usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';
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
 * of the emission, or the way out of a failed emission. Each time one replaces another, focus
 * moves to the error box when it shows, else to the new content's heading (or loader's line),
 * and the document title names it: the step's title, or the emission under way.
 */
export function CartScreen({
  state,
  stepTitle,
  form,
  onRetry,
  onCorrect,
}: {
  state: CartScreenState;
  stepTitle: string | undefined;
  form: ReactNode;
  onRetry: () => void;
  onCorrect: () => void;
}) {
  const t = usePageT(cartText);
  useDocumentTitle(stepTitle ?? (state.loader && t('cart.funFact.title')), 'step');
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
  const screenRef = useScreenFocus(state.formStep ?? state.loader ?? 'outcome');
  return (
    <Stack className="cart-screen" ref={screenRef}>
      <CartSections stepIndex={state.stepIndex} progress={state.progress} />
      <StepError message={state.errorMessage} />
      {state.formStep ? form : emissionView}
    </Stack>
  );
}
