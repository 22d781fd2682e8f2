import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import type {
  SubBrandOption,
  WizardFields,
  WizardStep,
} from '../../../machines/quote-wizard/quote-wizard.types';
import { useSelector } from '@xstate/react';
import { useAlwaysRunningFlow } from './use-flow';

/** Reads the quote wizard: `useQuoteWizard(selectStep)`. */
export const useQuoteWizard = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof quoteWizardMachine>) => TSlice,
) => useSelector(useAlwaysRunningFlow('quoteWizard'), selector);

/** What a view can ask of the wizard; views never build events themselves. */
export function useQuoteWizardIntents() {
  const actor = useAlwaysRunningFlow('quoteWizard');
  return useMemo(
    () => ({
      change: (values: Partial<WizardFields>) => actor.send({ type: 'wizard.change', values }),
      search: (text: string) => actor.send({ type: 'wizard.search', text }),
      selectSubBrand: (subbrand: SubBrandOption) =>
        actor.send({ type: 'wizard.selectSubBrand', subbrand }),
      selectModelYear: (year: number) => actor.send({ type: 'wizard.selectModelYear', year }),
      next: () => actor.send({ type: 'wizard.next' }),
      back: () => actor.send({ type: 'wizard.back' }),
      edit: (step: WizardStep) => actor.send({ type: 'wizard.edit', step }),
    }),
    [actor],
  );
}
