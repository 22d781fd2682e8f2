import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { SignUpAnswer } from '../../src/domain/account';
import { genericMessages } from '../../src/domain/errors';
import { passwordSchema } from '../../src/domain/validation';
import { notProvided } from '../support/placeholder';
import { actorResult } from '../support/actor-events';
import type {
  AfterPurchaseContext,
  AfterPurchaseEvent,
  AfterPurchaseInput,
  PasswordCreation,
  PolicyDownload,
} from './after-purchase.types';

type CreatePassword = Extract<AfterPurchaseEvent, { type: 'afterPurchase.createPassword' }>;

const passwordProblem = (password: string) => {
  const result = v.safeParse(passwordSchema, password);
  return result.success ? undefined : result.issues[0].message;
};

/**
 * After the purchase (docs/behaviour/purchase/after-purchase.md): the buyer's account (a
 * password set here signs this browser in, or the e-mail's owner gets a link) and the policy
 * PDF download, side by side.
 * The password travels in its event only; it never enters the context.
 */
export const afterPurchaseMachine = setup({
  types: {
    context: {} as AfterPurchaseContext,
    events: {} as AfterPurchaseEvent,
    input: {} as AfterPurchaseInput,
  },
  actors: {
    createPassword: notProvided<SignUpAnswer, PasswordCreation>('createPassword'),
    downloadPolicy: notProvided<void, PolicyDownload>('downloadPolicy'),
  },
  guards: {
    buyerHasEmail: ({ context }) => Boolean(context.policy.email),
    passwordIsValid: ({ event }) => !passwordProblem((event as CreatePassword).password),
    // Only the holder's account may read the policy: the buyer signs in first.
    policyCanBeDownloaded: ({ context }) => Boolean(context.userId),
    // Sign-up answers 'signed-in' with the purchase's grant, else it e-mails a link.
    buyerIsSignedIn: (_, answer: SignUpAnswer) => answer.status === 'signed-in',
  },
  actions: {
    showPasswordProblem: assign(({ event }) => ({
      passwordError: passwordProblem((event as CreatePassword).password),
    })),
    reportPasswordFailure: assign({ passwordError: genericMessages.unknown }),
    reportDownloadFailure: assign({ downloadError: genericMessages.unknown }),
    clearDownloadError: assign({ downloadError: undefined }),
    keepUserId: assign((_, answer: SignUpAnswer) => ({
      userId: answer.status === 'signed-in' ? answer.userId : undefined,
    })),
  },
}).createMachine({
  id: 'afterPurchase',
  type: 'parallel',
  context: ({ input }) => ({ policy: input }),
  states: {
    account: {
      initial: 'lookingUp',
      states: {
        lookingUp: {
          always: [{ guard: 'buyerHasEmail', target: 'newAccount' }, { target: 'existingAccount' }],
        },
        newAccount: {
          on: {
            'afterPurchase.createPassword': [
              { guard: 'passwordIsValid', target: 'creatingPassword' },
              { actions: 'showPasswordProblem' },
            ],
          },
        },
        creatingPassword: {
          entry: assign({ passwordError: undefined }),
          invoke: {
            id: 'createPassword',
            src: 'createPassword',
            input: ({ context, event }) => ({
              firstName: context.policy.holderName ?? '',
              emailAddress: context.policy.email ?? '',
              password: (event as CreatePassword).password,
            }),
            onDone: [
              {
                guard: { type: 'buyerIsSignedIn', params: actorResult<SignUpAnswer> },
                target: 'passwordCreated',
                actions: { type: 'keepUserId', params: actorResult<SignUpAnswer> },
              },
              { target: 'linkSent' },
            ],
            onError: { target: 'newAccount', actions: 'reportPasswordFailure' },
          },
        },
        passwordCreated: {},
        // The server does not say whether the e-mail had an account: its owner gets a link.
        linkSent: {},
        existingAccount: {},
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'afterPurchase.download': {
              guard: 'policyCanBeDownloaded',
              target: 'downloading',
              actions: 'clearDownloadError',
            },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            id: 'downloadPolicy',
            src: 'downloadPolicy',
            input: ({ context }) => ({
              policyNumber: context.policy.policyNumber,
              userId: context.userId ?? '',
            }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'reportDownloadFailure' },
          },
        },
      },
    },
  },
});
