import type { SnapshotFrom } from 'xstate';
import type { payNowMachine } from './pay-now.machine';

type Snapshot = SnapshotFrom<typeof payNowMachine>;

/** Where the pending payment stands: 'Pagar ahora', the card form, or paid. */
export function selectPayNowView(snapshot: Snapshot): 'offered' | 'form' | 'paid' {
  if (snapshot.matches('enteringCard') || snapshot.matches('paying')) return 'form';
  return snapshot.matches('paid') ? 'paid' : 'offered';
}

export const selectIsPaying = (snapshot: Snapshot) =>
  snapshot.matches('paying') || snapshot.matches('loadingBanks');

export const selectPaymentErrors = (snapshot: Snapshot) => snapshot.context.paymentErrors ?? {};

export const selectPaymentBanks = (snapshot: Snapshot) => snapshot.context.banks ?? [];
