import type { SnapshotFrom } from 'xstate';
import type { individualCartMachine } from './individual-cart.machine';
import type { IndividualFormStep } from './individual-cart.types';

export * from '../cart-shared/cart.selectors';

type IndividualCartSnapshot = SnapshotFrom<typeof individualCartMachine>;

/** A step's saved values, to prefill its form when the buyer comes back to it. */
export function selectStepValues<TStep extends IndividualFormStep>(
  snapshot: IndividualCartSnapshot,
  step: TStep,
) {
  return snapshot.context.steps[step];
}

/** Step 2 starts from the birth date and gender the quote wizard asked. */
export function selectBirthdateAndGenderPrefill(snapshot: IndividualCartSnapshot) {
  const { steps, birthdate, gender } = snapshot.context;
  return steps.birthdateAndGender ?? { birthdate, gender };
}
