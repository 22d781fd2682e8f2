import type { SnapshotFrom } from 'xstate';
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

/** Where the restored cart left the visitor. */
export function selectRestoredSteps(snapshot: SessionSnapshot) {
  return {
    quotationStep: snapshot.context.quotationStep,
    emissionStep: snapshot.context.emissionStep,
  };
}
