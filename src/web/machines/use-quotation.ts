import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import type { PolicyChoices } from '../../../machines/quotation/quotation.types';
import type { CustomiseFilters } from '../../domain/coverage';
import type { InsurerCode } from '../../domain/insurers';
import type { PackageCode } from '../../domain/packages';
import type { Quotation } from '../../domain/quotation';
import { useActorSelector, useFlowActor } from './use-flow';

/** Reads the quotation: `useQuotation(selectOfferCountdown)`. */
export const useQuotation = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof quotationMachine>) => TSlice,
) => useActorSelector(useFlowActor('quotation'), selector);

/** What the results page can ask of the quotation. */
export function useQuotationIntents() {
  const actor = useFlowActor('quotation');
  return useMemo(
    () => ({
      showPackage: (pack: PackageCode) =>
        actor?.send({ type: 'quotation.showPackage', package: pack }),
      /** 'Seleccionar': the app starts the buyer's cart (only emit-enabled insurers). */
      select: (quote: Pick<Quotation, 'providerCode' | 'package'>) =>
        actor?.send({
          type: 'quotation.select',
          providerCode: quote.providerCode,
          package: quote.package,
        }),
      changePolicy: (policy: Partial<PolicyChoices>) =>
        actor?.send({ type: 'quotation.changePolicy', policy }),
      changeVersion: (versionId: string) =>
        actor?.send({ type: 'quotation.changeVersion', versionId }),
      applyFilters: (filters: CustomiseFilters) =>
        actor?.send({ type: 'quotation.applyFilters', filters }),
      resetFilters: () => actor?.send({ type: 'quotation.resetFilters' }),
      /** 'Comparar' on a card: tick or untick its insurer for the compare view. */
      toggleCompare: (providerCode: InsurerCode) =>
        actor?.send({ type: 'quotation.toggleCompare', providerCode }),
    }),
    [actor],
  );
}
