import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import type {
  SubBrandOption,
  WizardFields,
  WizardStep,
} from '../../../machines/quote-wizard/quote-wizard.types';
import { useActorSelector, useFlowActor } from './use-flow';

/** Reads the quote wizard: `useQuoteWizard(selectStep)`. */
export const useQuoteWizard = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof quoteWizardMachine>) => TSlice,
) => useActorSelector(useFlowActor('quoteWizard'), selector);

/** What a view can ask of the wizard; views never build events themselves. */
export function useQuoteWizardIntents() {
  const actor = useFlowActor('quoteWizard');
  return useMemo(
    () => ({
      change: (values: Partial<WizardFields>) => actor?.send({ type: 'wizard.change', values }),
      search: (text: string) => actor?.send({ type: 'wizard.search', text }),
      selectSubBrand: (subbrand: SubBrandOption) =>
        actor?.send({ type: 'wizard.selectSubBrand', subbrand }),
      selectModelYear: (year: number) => actor?.send({ type: 'wizard.selectModelYear', year }),
      next: () => actor?.send({ type: 'wizard.next' }),
      back: () => actor?.send({ type: 'wizard.back' }),
      edit: (step: WizardStep) => actor?.send({ type: 'wizard.edit', step }),
    }),
    [actor],
  );
}
