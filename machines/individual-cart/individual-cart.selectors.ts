import type { SnapshotFrom } from 'xstate';
import type { individualCartMachine } from './individual-cart.machine';

export * from '../cart-shared/cart.selectors';

/** Step 2 starts from the birth date and gender the quote wizard asked. */
export function selectBirthdateAndGenderPrefill(
  snapshot: SnapshotFrom<typeof individualCartMachine>,
) {
  const { steps, birthdate, gender } = snapshot.context;
  return steps.birthdateAndGender ?? { birthdate, gender };
}
