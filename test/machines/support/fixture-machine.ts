import { assign, fromPromise, not, setup } from 'xstate';
import { busyTag } from '../../../machines/support/persistence';

/**
 * A small machine with each construct the harness must see: a guarded eventless skip, a delay,
 * an invoked actor with done and error, nested and parallel states, a secret in context.
 */
export const fixtureMachine = setup({
  types: {
    context: {} as { name: string; cardNumber: string; wantsExtras: boolean; saved: number },
    events: {} as
      | { type: 'form.type'; name: string; cardNumber: string }
      | { type: 'form.submit'; wantsExtras: boolean }
      | { type: 'form.back' },
    input: {} as { name?: string },
  },
  actors: { saveForm: fromPromise<number, { name: string }>(async () => 1) },
  guards: {
    wantsExtras: ({ event }) => event.type === 'form.submit' && event.wantsExtras,
    hasName: ({ context }) => context.name.length > 0,
  },
  delays: { reminder: 2_000 },
}).createMachine({
  id: 'fixture',
  context: ({ input }) => ({
    name: input.name ?? '',
    cardNumber: '',
    wantsExtras: false,
    saved: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.type': {
          actions: assign(({ event }) => ({ name: event.name, cardNumber: event.cardNumber })),
        },
        'form.submit': [{ guard: 'wantsExtras', target: 'extras' }, { target: 'checking' }],
      },
      after: { reminder: { target: 'reminded' } },
    },
    reminded: { on: { 'form.back': 'editing' } },
    extras: {
      description: 'Optional extras: chosen side by side.',
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { 'form.back': 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: {} } },
      },
      on: { 'form.submit': '#fixture.checking' },
    },
    checking: {
      always: [{ guard: not('hasName'), target: 'editing' }, { target: 'saving' }],
    },
    saving: {
      tags: [busyTag],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing' },
      },
    },
    saved: { type: 'final' },
  },
});
