import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import type { PolicyChoices } from '../../../machines/quotation/quotation.types';
import type { InsurerCode } from '../../domain/insurers';
import type { PackageCode } from '../../domain/packages';
import { useFlowActor } from '../machines/flows-provider';
import { useFlowSelector } from '../machines/use-flow-selector';

/** Reads the quotation: `useQuotation(selectQuoteBar)`. */
export const useQuotation = <T>(selector: (snapshot: SnapshotFrom<typeof quotationMachine>) => T) =>
  useFlowSelector<typeof quotationMachine, T>('quotation', selector);

/** What the results page can ask of the quotation and of the wizard's edit-quote modal. */
export function useQuotationIntents() {
  const quotation = useFlowActor('quotation');
  const wizard = useFlowActor('quoteWizard');
  return useMemo(
    () => ({
      showPackage: (pack: PackageCode) =>
        quotation?.send({ type: 'quotation.showPackage', package: pack }),
      select: (providerCode: InsurerCode, pack: PackageCode) =>
        quotation?.send({ type: 'quotation.select', providerCode, package: pack }),
      changePolicy: (policy: Partial<PolicyChoices>) =>
        quotation?.send({ type: 'quotation.changePolicy', policy }),
      changeVersion: (versionId: string) =>
        quotation?.send({ type: 'quotation.changeVersion', versionId }),
      editQuote: () => wizard?.send({ type: 'wizard.editQuote' }),
      cancelEdit: () => wizard?.send({ type: 'wizard.cancelEdit' }),
    }),
    [quotation, wizard],
  );
}
