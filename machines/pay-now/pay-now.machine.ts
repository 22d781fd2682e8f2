import { assign, setup } from 'xstate';
import type { Bank } from '../../src/domain/payment/bank-cards';
import { genericMessages } from '../../src/domain/common/errors';
import { pendingPaymentCardSchema } from '../../src/domain/validation/cart-steps';
import { formErrorKey, validateStep } from '../cart-shared/step-validation';
import { actorResult } from '../support/actor-events';
import { busyTag } from '../support/persistence';
import { notProvided } from '../support/placeholder';
import { payNowSchemas } from './pay-now.schemas';
import type {
  PayNowContext,
  PayNowEvent,
  PayNowInput,
  PendingPayment,
  PendingPaymentRequest,
} from './pay-now.types';

type Pay = Extract<PayNowEvent, { type: 'payNow.pay' }>;

const checkedCard = ({ event }: { event: PayNowEvent }) =>
  validateStep(pendingPaymentCardSchema, (event as Pay).values);

/**
 * 'Pagar ahora' (docs/behaviour/purchase/after-purchase.md): the pending receipt of an issued
 * policy, paid once with a new card. The thank-you page and the account page both run it as a
 * child; it ends when the receipt is paid. The card travels in its event only.
 */
export const payNowMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: payNowSchemas,
  types: {
    context: {} as PayNowContext,
    events: {} as PayNowEvent,
    input: {} as PayNowInput,
  },
  actors: {
    loadBanks: notProvided<Bank[], { providerCode: string }>('loadBanks'),
    payPendingPolicy: notProvided<PendingPayment, PendingPaymentRequest>('payPendingPolicy'),
  },
  guards: {
    // The account page's own 'Pagar ahora' was clicked: the form opens at once.
    formIsAsked: ({ context }) => context.openForm === true,
    banksAreLoaded: ({ context }) => (context.banks?.length ?? 0) > 0,
    cardIsFilledIn: (args) => checkedCard(args).valid,
    pendingPaymentIsPaid: (_, payment: PendingPayment) => payment.status === 'paid',
  },
  actions: {
    keepBanks: assign((_, banks: Bank[]) => ({ banks })),
    // The banks or the payment call failed (no answer): nothing was said about the card.
    reportPaymentFailure: assign({ paymentErrors: { [formErrorKey]: genericMessages.unknown } }),
    reportCardErrors: assign((args) => {
      const checked = checkedCard(args);
      return { paymentErrors: checked.valid ? {} : checked.errors };
    }),
    clearPaymentErrors: assign({ paymentErrors: undefined }),
    reportPaymentRefusal: assign((_, payment: PendingPayment) => ({
      paymentErrors: payment.status === 'refused' ? payment.errors : {},
    })),
  },
}).createMachine({
  id: 'payNow',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'formIsAsked', target: 'loadingBanks' }, { target: 'offered' }],
    },
    offered: {
      on: {
        'payNow.start': [
          { guard: 'banksAreLoaded', target: 'enteringCard' },
          { target: 'loadingBanks' },
        ],
      },
    },
    loadingBanks: {
      tags: [busyTag],
      invoke: {
        id: 'loadBanks',
        src: 'loadBanks',
        input: ({ context }) => ({ providerCode: context.providerCode }),
        onDone: {
          target: 'enteringCard',
          actions: { type: 'keepBanks', params: actorResult<Bank[]> },
        },
        onError: { target: 'offered', actions: 'reportPaymentFailure' },
      },
    },
    // The form keeps the refusal's message until the buyer tries again.
    enteringCard: {
      on: {
        'payNow.pay': [
          { guard: 'cardIsFilledIn', target: 'paying' },
          { actions: 'reportCardErrors' },
        ],
        'payNow.cancel': { target: 'offered', actions: 'clearPaymentErrors' },
      },
    },
    // Busy: a second click sends nothing (and the server's key makes a second request one charge).
    paying: {
      tags: [busyTag],
      entry: 'clearPaymentErrors',
      invoke: {
        id: 'payPendingPolicy',
        src: 'payPendingPolicy',
        input: ({ context, event }) => {
          const checked = checkedCard({ event });
          if (!checked.valid) throw new Error('paying starts only with a checked card');
          const { quotationId, providerCode, userId } = context;
          return { card: checked.output, quotationId, providerCode, userId };
        },
        onDone: [
          {
            guard: { type: 'pendingPaymentIsPaid', params: actorResult<PendingPayment> },
            target: 'paid',
          },
          {
            target: 'enteringCard',
            actions: { type: 'reportPaymentRefusal', params: actorResult<PendingPayment> },
          },
        ],
        onError: { target: 'enteringCard', actions: 'reportPaymentFailure' },
      },
    },
    paid: { type: 'final' },
  },
});
