import type { SnapshotFrom } from 'xstate';
import { formatDisplayDate } from '../../src/domain/common/dates';
import { selectFormStep, selectStepValues } from '../cart-shared/cart.selectors';
import type { individualCartMachine } from './individual-cart.machine';

export * from '../cart-shared/cart.selectors';

/**
 * Step 2 starts from the birth date and gender the quote wizard asked (or those saved), the date
 * as the field takes it (dd/mm/yyyy); the buyer may change both.
 */
export function selectBirthdateAndGenderPrefill(
  snapshot: SnapshotFrom<typeof individualCartMachine>,
) {
  const { steps, birthdate, gender } = snapshot.context;
  const known = steps.birthdateAndGender ?? { birthdate, gender };
  return { ...known, birthdate: known.birthdate && formatDisplayDate(known.birthdate) };
}

/** The values the step on screen opens with; the birth date and gender start from the quote's. */
export function selectIndividualStepValues(snapshot: SnapshotFrom<typeof individualCartMachine>) {
  return selectFormStep(snapshot) === 'birthdateAndGender'
    ? selectBirthdateAndGenderPrefill(snapshot)
    : selectStepValues(snapshot);
}
