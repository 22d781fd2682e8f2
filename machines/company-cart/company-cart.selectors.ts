import type { SnapshotFrom } from 'xstate';
import type { companyCartMachine } from './company-cart.machine';
import type { CompanyFormStep } from './company-cart.types';

export * from '../cart-shared/cart.selectors';

type CompanyCartSnapshot = SnapshotFrom<typeof companyCartMachine>;

/** A step's saved values, to prefill its form when the buyer comes back to it. */
export function selectStepValues<TStep extends CompanyFormStep>(
  snapshot: CompanyCartSnapshot,
  step: TStep,
) {
  return snapshot.context.steps[step];
}
