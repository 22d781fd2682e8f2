import { assign, setup, type EventObject } from 'xstate';
import { timing } from '../../src/domain/timing';
import { actorOutput } from '../cart-shared/actor-output';
import { actorSlot } from '../cart-shared/actor-slot';
import type {
  EmissionAnswer,
  PolicyEmissionContext,
  PolicyEmissionEvent,
  PolicyEmissionInput,
  PolicyEmissionOutput,
} from './policy-emission.types';

const answerOf = (event: EventObject) => actorOutput<EmissionAnswer>(event);

/**
 * One emission call (the first, or a poll with the same idempotency key) and where each answer
 * leads; `whileIssuing` is where a 202 goes.
 */
function emitPolicyInvocation(id: string, whileIssuing: string) {
  return {
    id,
    src: 'emitPolicy',
    input: ({ context }: { context: PolicyEmissionContext }) => ({
      request: context.request,
      providerCode: context.providerCode,
      withPayment: context.withPayment,
    }),
    onDone: [
      { guard: 'insurerIsStillIssuing', target: whileIssuing },
      {
        guard: 'policyWasIssuedAndPaid',
        target: '#policyEmission.issued',
        actions: 'recordIssuedPolicy',
      },
      {
        guard: 'policyWasIssuedWithPaymentPending',
        target: '#policyEmission.paymentPending',
        actions: 'recordIssuedPolicy',
      },
      {
        guard: 'dataWereRejected',
        target: '#policyEmission.inputRejected',
        actions: 'recordRejection',
      },
      { target: '#policyEmission.emissionError' },
    ],
    onError: { target: '#policyEmission.emissionError' },
  } as const;
}

/**
 * Issues the policy with the insurer: the first call (the fun-fact loader), then, while the
 * server answers 202, a poll every 3000 ms with the same idempotency key (the request-policy
 * loader). An unknown failure waits 20000 ms before a retry is offered; refused data wait
 * 50000 ms (or the buyer's click) before the cart takes them back for correction. Both carts
 * invoke it.
 */
export const policyEmissionMachine = setup({
  types: {
    context: {} as PolicyEmissionContext,
    events: {} as PolicyEmissionEvent,
    input: {} as PolicyEmissionInput,
    output: {} as PolicyEmissionOutput,
  },
  actors: {
    emitPolicy: actorSlot<EmissionAnswer, PolicyEmissionInput>('emitPolicy'),
  },
  guards: {
    insurerIsStillIssuing: ({ event }) => answerOf(event).status === 'processing',
    policyWasIssuedAndPaid: ({ event }) => {
      const answer = answerOf(event);
      return answer.status === 'issued' && answer.paymentStatus === 'paid';
    },
    policyWasIssuedWithPaymentPending: ({ event }) => {
      const answer = answerOf(event);
      return answer.status === 'issued' && answer.paymentStatus === 'not-paid';
    },
    dataWereRejected: ({ event }) => answerOf(event).status === 'rejected',
  },
  actions: {
    recordIssuedPolicy: assign(({ event }) => {
      const answer = answerOf(event);
      if (answer.status !== 'issued') return {};
      const outcome = answer.paymentStatus === 'paid' ? 'issued' : 'paymentPending';
      return { result: { outcome, policyNumber: answer.policyNumber } };
    }),
    recordRejection: assign(({ event }) => {
      const answer = answerOf(event);
      if (answer.status !== 'rejected') return {};
      return {
        result: { outcome: 'dataCorrection', message: answer.message, fields: answer.fields },
      };
    }),
  },
  delays: {
    emissionPollInterval: timing.emissionPollMs,
    emissionErrorWait: timing.emissionErrorWaitMs,
    inputErrorWait: timing.inputErrorWaitMs,
  },
}).createMachine({
  id: 'policyEmission',
  context: ({ input }) => ({ ...input }),
  initial: 'requesting',
  states: {
    requesting: { invoke: emitPolicyInvocation('emitPolicy', 'awaitingPolicy') },
    awaitingPolicy: {
      initial: 'waiting',
      states: {
        waiting: { after: { emissionPollInterval: 'asking' } },
        asking: { invoke: emitPolicyInvocation('pollPolicy', 'waiting') },
      },
    },
    emissionError: { after: { emissionErrorWait: 'retryAvailable' } },
    retryAvailable: { on: { 'cart.retryEmission': 'requesting' } },
    inputRejected: {
      after: { inputErrorWait: 'dataCorrection' },
      on: { 'cart.correctData': 'dataCorrection' },
    },
    issued: { type: 'final' },
    paymentPending: { type: 'final' },
    dataCorrection: { type: 'final' },
  },
  output: ({ context }) => context.result as PolicyEmissionOutput,
});
