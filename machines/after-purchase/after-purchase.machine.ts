import { assign, setup } from 'xstate';
import { accountMessages, type SignedInAccount, type SignUpAnswer } from '../../src/domain/account';
import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import { genericMessages } from '../../src/domain/errors';
import { notProvided } from '../support/placeholder';
import { actorResult } from '../support/actor-events';
import { passwordProblem } from '../support/password-problem';
import type {
  AfterPurchaseContext,
  AfterPurchaseEvent,
  AfterPurchaseInput,
  LoginAttempt,
  PasswordCreation,
  PolicyDownload,
} from './after-purchase.types';
import { afterPurchaseSchemas } from './after-purchase.schemas';

type CreatePassword = Extract<AfterPurchaseEvent, { type: 'afterPurchase.createPassword' }>;
type Login = Extract<AfterPurchaseEvent, { type: 'afterPurchase.login' }>;

/**
 * After the purchase (docs/behaviour/purchase/after-purchase.md): the buyer's account (a
 * password set here signs this browser in, or the e-mail's owner gets a link) and the policy
 * PDF download, side by side. A buyer whose e-mail already has an account signs in on the page.
 * The password travels in its event only; it never enters the context.
 * On start it reports the purchase's analytics transaction: an entry action, which a restored
 * snapshot does not run again, so a reload never reports the policy twice.
 */
export const afterPurchaseMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: afterPurchaseSchemas,
  types: {
    context: {} as AfterPurchaseContext,
    events: {} as AfterPurchaseEvent,
    input: {} as AfterPurchaseInput,
  },
  actors: {
    createPassword: notProvided<SignUpAnswer, PasswordCreation>('createPassword'),
    downloadPolicy: notProvided<void, PolicyDownload>('downloadPolicy'),
    logIn: notProvided<SignedInAccount, LoginAttempt>('logIn'),
  },
  guards: {
    buyerHasEmail: ({ context }) => Boolean(context.policy.email),
    passwordIsValid: ({ event }) => !passwordProblem((event as CreatePassword).password),
    loginIsFilledIn: ({ event }) => {
      const { emailAddress, password } = event as Login;
      return emailAddress.trim() !== '' && password !== '';
    },
    // Only the holder's account may read the policy: the buyer signs in first.
    policyCanBeDownloaded: ({ context }) => Boolean(context.userId),
    // Sign-up answers 'signed-in' with the purchase's grant, else it e-mails a link.
    buyerIsSignedIn: (_, answer: SignUpAnswer) => answer.status === 'signed-in',
  },
  actions: {
    /** Provided by the browser's analytics adapter (after-purchase.actors.ts). */
    reportTransaction: (_, _transaction: AnalyticsTransaction) => {},
    showPasswordProblem: assign(({ event }) => ({
      passwordError: passwordProblem((event as CreatePassword).password),
    })),
    reportPasswordFailure: assign({ passwordError: genericMessages.unknown }),
    // Never says whether the e-mail has an account: the server's refusals read alike.
    reportLoginFailure: assign({ loginError: accountMessages.loginFailed }),
    clearLoginError: assign({ loginError: undefined }),
    keepSignedInUser: assign((_, account: SignedInAccount) => ({ userId: account.userId })),
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
  entry: { type: 'reportTransaction', params: ({ context }) => context.policy.transaction },
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
            'afterPurchase.chooseLogin': 'existingAccount',
          },
        },
        creatingPassword: {
          entry: assign({ passwordError: undefined }),
          invoke: {
            id: 'createPassword',
            src: 'createPassword',
            input: ({ context, event }) => ({
              // A company's account is named after it: it has no holder's first name.
              firstName: context.policy.holderName ?? context.policy.companyName ?? '',
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
        // The server does not say whether the e-mail had an account: its owner gets a link,
        // or signs in here with the password they already have.
        linkSent: {
          on: { 'afterPurchase.login': { guard: 'loginIsFilledIn', target: 'loggingIn' } },
        },
        existingAccount: {
          on: {
            'afterPurchase.login': [
              { guard: 'loginIsFilledIn', target: 'loggingIn' },
              { actions: 'reportLoginFailure' },
            ],
          },
        },
        loggingIn: {
          entry: 'clearLoginError',
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              const { emailAddress, password } = event as Login;
              return { emailAddress, password };
            },
            onDone: {
              target: 'loggedIn',
              actions: { type: 'keepSignedInUser', params: actorResult<SignedInAccount> },
            },
            onError: { target: 'existingAccount', actions: 'reportLoginFailure' },
          },
        },
        loggedIn: {},
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
