import type { SnapshotFrom } from 'xstate';
import { offeredPaymentFrequencies } from '../../src/domain/payment/payment-frequencies';
import { busyTag } from '../support/persistence';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsBusy = (snapshot: SessionSnapshot) => snapshot.hasTag(busyTag);
export const selectMessage = (snapshot: SessionSnapshot) => snapshot.context.message;
export const selectPartnerCode = (snapshot: SessionSnapshot) => snapshot.context.partnerCode;
export const selectBlacklist = (snapshot: SessionSnapshot) => snapshot.context.blacklist;
export const selectEditingLocked = (snapshot: SessionSnapshot) => snapshot.context.editingLocked;
export const selectWithoutQuotes = (snapshot: SessionSnapshot) => snapshot.context.withoutQuotes;

/** The promo's skips: see-quote page, payment step, and cash-only payment. */
export function selectPromoFlags(snapshot: SessionSnapshot) {
  const promo = snapshot.context.promo;
  return {
    skipSeeQuote: promo?.skipSeeQuote ?? false,
    skipPayment: promo?.skipPayment ?? false,
    onlyCashPayment: promo?.onlyCashPayment ?? false,
  };
}

/** The payment forms the quote may take: Contado alone under a cash-only promo. */
export const selectOfferedPaymentFrequencies = (snapshot: SessionSnapshot) =>
  offeredPaymentFrequencies(snapshot.context.promo?.onlyCashPayment ?? false);

/** Where the restored cart left the visitor. */
export function selectRestoredSteps(snapshot: SessionSnapshot) {
  return {
    quotationStep: snapshot.context.quotationStep,
    emissionStep: snapshot.context.emissionStep,
  };
}

/** The discount modal is offered unless the leads channel locked the quote. */
export const selectCanEnterPromo = (snapshot: SessionSnapshot) => !snapshot.context.editingLocked;

/** The discount modal: the code being checked, applied (with its percent) or refused. */
export const selectPromoEntry = (snapshot: SessionSnapshot) => snapshot.context.promoEntry;
export const selectIsCheckingPromo = (snapshot: SessionSnapshot) =>
  snapshot.matches('enteringPromo');

/** The save-quote modal: the address, and whether the link was sent or why not. */
export const selectQuoteMail = (snapshot: SessionSnapshot) => snapshot.context.quoteMail;
export const selectIsSavingQuote = (snapshot: SessionSnapshot) => snapshot.matches('savingQuote');
export const selectIsDownloadingPdf = (snapshot: SessionSnapshot) =>
  snapshot.matches('downloadingPdf');
