import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { quotationMachine } from '../../../machines/quotation/quotation.machine';
import type { PolicyChoices } from '../../../machines/quotation/quotation.types';
import type { RangedFilter, SpecialCover, SwitchFilter } from '../../domain/coverage/coverage';
import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageCode } from '../../domain/coverage/packages';
import type { Quotation } from '../../domain/quote/quotation';
import { useScopedFlow } from './flow-scope';

/** Reads the quotation of the `<FlowScope flow="quotation">` around: `useQuotation(selectOfferCountdown)`. */
export const useQuotation = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof quotationMachine>) => TSlice,
) => useSelector(useScopedFlow('quotation'), selector);

/** What the results page can ask of the quotation. */
export function useQuotationIntents() {
  const actor = useScopedFlow('quotation');
  return useMemo(
    () => ({
      showPackage: (pack: PackageCode) =>
        actor.send({ type: 'quotation.showPackage', package: pack }),
      /** 'Seleccionar': the app starts the buyer's cart (only emit-enabled insurers). */
      select: (quote: Pick<Quotation, 'providerCode' | 'package'>) =>
        actor.send({
          type: 'quotation.select',
          providerCode: quote.providerCode,
          package: quote.package,
        }),
      changePolicy: (policy: Partial<PolicyChoices>) =>
        actor.send({ type: 'quotation.changePolicy', policy }),
      changeVersion: (versionId: string) =>
        actor.send({ type: 'quotation.changeVersion', versionId }),
      openCustomise: () => actor.send({ type: 'quotation.openCustomise' }),
      editFilter: (filter: RangedFilter, value: number) =>
        actor.send({ type: 'quotation.editFilter', filter, value }),
      switchFilter: (filter: SwitchFilter, on: boolean) =>
        actor.send({ type: 'quotation.switchFilter', filter, on }),
      switchCover: (cover: SpecialCover, on: boolean) =>
        actor.send({ type: 'quotation.switchCover', cover, on }),
      applyFilters: () => actor.send({ type: 'quotation.applyFilters' }),
      resetFilters: () => actor.send({ type: 'quotation.resetFilters' }),
      closeCustomise: () => actor.send({ type: 'quotation.closeCustomise' }),
      confirmLeave: () => actor.send({ type: 'quotation.confirmLeave' }),
      cancelLeave: () => actor.send({ type: 'quotation.cancelLeave' }),
      /** The page holds a back or forward move (the quotation answers it)… */
      leaveHeld: () => actor.send({ type: 'quotation.leaveHeld' }),
      /** …or holds none (any more). */
      leaveSettled: () => actor.send({ type: 'quotation.leaveSettled' }),
      /** 'Volver a consultar': ask the insurers that did not answer again. */
      askAgain: () => actor.send({ type: 'quotation.askAgain' }),
      /** 'Comparar' on a card: tick or untick its insurer for the compare view. */
      toggleCompare: (providerCode: InsurerCode) =>
        actor.send({ type: 'quotation.toggleCompare', providerCode }),
      /** The save-quote modal: the session saves the cart and mails its link there. */
      saveQuote: (emailAddress: string) =>
        actor.send({ type: 'quotation.saveQuote', emailAddress }),
      /** 'Descargar PDF': the session downloads the cards of the package shown. */
      downloadQuotePdf: () => actor.send({ type: 'quotation.downloadQuotePdf' }),
    }),
    [actor],
  );
}
