import { assign, setup } from 'xstate';
import { timing } from '../../src/domain/timing';
import { actorSlot } from '../cart-shared/actor-slot';
import type {
  EmissionAnswer,
  PolicyEmissionContext,
  PolicyEmissionEvent,
  PolicyEmissionInput,
  PolicyEmissionOutput,
} from './policy-emission.types';

type AnswerParams = { answer: EmissionAnswer };
const answerOf = ({ event }: { event: { output: EmissionAnswer } }): AnswerParams => ({
  answer: event.output,
});

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
      { guard: { type: 'insurerIsStillIssuing', params: answerOf }, target: whileIssuing },
      {
        guard: { type: 'policyWasIssuedAndPaid', params: answerOf },
        target: '#policyEmission.issued',
        actions: { type: 'recordIssuedPolicy', params: answerOf },
      },
      {
        guard: { type: 'policyWasIssuedWithPaymentPending', params: answerOf },
        target: '#policyEmission.paymentPending',
        actions: { type: 'recordIssuedPolicy', params: answerOf },
      },
      {
        guard: { type: 'dataWereRejected', params: answerOf },
        target: '#policyEmission.inputRejected',
        actions: { type: 'recordRejection', params: answerOf },
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
    insurerIsStillIssuing: (_, { answer }: AnswerParams) => answer.status === 'processing',
    policyWasIssuedAndPaid: (_, { answer }: AnswerParams) =>
      answer.status === 'issued' && answer.paymentStatus === 'paid',
    policyWasIssuedWithPaymentPending: (_, { answer }: AnswerParams) =>
      answer.status === 'issued' && answer.paymentStatus === 'not-paid',
    dataWereRejected: (_, { answer }: AnswerParams) => answer.status === 'rejected',
  },
  actions: {
    recordIssuedPolicy: assign((_, { answer }: AnswerParams) =>
      answer.status === 'issued'
        ? {
            result: {
              outcome: answer.paymentStatus === 'paid' ? 'issued' : 'paymentPending',
              policyNumber: answer.policyNumber,
            } as PolicyEmissionOutput,
          }
        : {},
    ),
    recordRejection: assign((_, { answer }: AnswerParams) =>
      answer.status === 'rejected'
        ? {
            result: {
              outcome: 'dataCorrection',
              message: answer.message,
              fields: answer.fields,
            } as PolicyEmissionOutput,
          }
        : {},
    ),
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
