import type { CartContext, CartInput, CartOutput } from './cart.types';

/** A cart's context before its first step: what it was started with, nothing answered yet. */
export function startingCartContext<TInput extends CartInput>(input: TInput) {
  return {
    ...input,
    asksBeneficiary: input.asksBeneficiary ?? true,
    steps: {},
    direction: 'forward' as const,
    fieldErrors: {},
    versions: [],
    banks: [],
    emissionAttempt: 0,
  };
}

/** What a finished cart hands back: the issued policy and where its e-mail went. */
export function cartOutput({
  context,
}: {
  context: Pick<CartContext, 'policy' | 'steps' | 'quotation' | 'updatedQuotation'>;
}): CartOutput {
  // Only the issued and payment-pending states are final, and both recorded the policy.
  if (!context.policy) throw new Error('A cart finishes only once its policy is recorded');
  return {
    ...context.policy,
    email: context.steps.contact?.email,
    providerCode: context.quotation.providerCode,
    ...(context.updatedQuotation ? { updatedQuotation: context.updatedQuotation } : {}),
    // The quotation the policy was bought on: the re-priced one when the cart re-priced.
    quotationId: (context.updatedQuotation ?? context.quotation).id,
  };
}
