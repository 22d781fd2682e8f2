import { fromPromise } from 'xstate';
import { payNowMachine } from '../../machines/pay-now/pay-now.machine';
import type { PendingPayment, PendingPaymentRequest } from '../../machines/pay-now/pay-now.types';
import type { Bank } from '../../src/domain/payment/bank-cards';

/** 'Pagar ahora' on fakes: one bank (Banorte), every payment paid and kept in `payments`. */
export const payNowPaying = (payments: PendingPaymentRequest[]) =>
  payNowMachine.provide({
    actors: {
      loadBanks: fromPromise<Bank[], { providerCode: string }>(async () => [
        { code: 'banorte', name: 'Banorte' },
      ]),
      payPendingPolicy: fromPromise<PendingPayment, PendingPaymentRequest>(async ({ input }) => {
        payments.push(input);
        return { status: 'paid' };
      }),
    },
  });
