import { busyTag } from '../support/persistence';
import { assign, setup } from 'xstate';
import {
  accountMessages,
  type SignedInAccount,
  type SignUpAnswer,
} from '../../src/domain/account/account';
import type { AnalyticsTransaction } from '../../src/domain/purchase/analytics-transaction';
import { genericMessages } from '../../src/domain/common/errors';
import { notProvided } from '../support/placeholder';
import { loginAttemptOf, loginIsFilledIn } from '../support/login-attempt';
import { actorResult } from '../support/actor-events';
import type {
  AfterPurchaseContext,
  AfterPurchaseEvent,
  AfterPurchaseInput,
  AccountOpening,
} from './after-purchase.types';
import { afterPurchaseSchemas } from './after-purchase.schemas';
import { policyOwnerActors, type PolicyOwnerChildren } from '../pay-now/policy-owner-actors';

/**
 * After the purchase (docs/behaviour/purchase/after-purchase.md): the buyer's account and the
 * policy PDF download, side by side. The account opens as the page starts: in the browser that
 * bought the policy it signs in at once, and the e-mail gets the link that sets the password
 * (which the buyer may ask again); a buyer whose e-mail already has an account signs in on the
 * page. The login password travels in its event only; it never enters the context.
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
    children: {} as PolicyOwnerChildren & {
      openAccount: 'openAccount';
      resendLink: 'openAccount';
    },
  },
  actors: {
    ...policyOwnerActors,
    openAccount: notProvided<SignUpAnswer, AccountOpening>('openAccount'),
  },
  guards: {
    buyerHasEmail: ({ context }) => Boolean(context.policy.email),
    loginIsFilledIn,
    // Only the holder's account may read the policy: the buyer signs in first.
    policyCanBeDownloaded: ({ context }) => Boolean(context.userId),
    // Sign-up answers 'signed-in' with the purchase's grant, else it e-mails a link.
    buyerIsSignedIn: (_, answer: SignUpAnswer) => answer.status === 'signed-in',
    // A link asked again (the grant is spent by then) leaves the sign-in as it was.
    accountIsOpen: ({ context }) => Boolean(context.userId),
    // The insurer issued the policy but the card's charge failed: it can be paid here.
    paymentIsPending: ({ context }) =>
      context.policy.paymentStatus === 'not-paid' && Boolean(quotationIdOf(context)),
  },
  actions: {
    /** Provided by the browser's analytics adapter (after-purchase.actors.ts). */
    reportTransaction: (_, _transaction: AnalyticsTransaction) => {},
    reportLinkFailure: assign({ linkError: genericMessages.unknown }),
    clearLinkError: assign({ linkError: undefined }),
    noteLinkResent: assign({ linkResent: true }),
    // Never says whether the e-mail has an account: the server's refusals read alike.
    reportLoginFailure: assign({ loginError: accountMessages.loginFailed }),
    clearLoginError: assign({ loginError: undefined }),
    keepSignedInUser: assign((_, account: SignedInAccount) => ({ userId: account.userId })),
    reportDownloadFailure: assign({ downloadError: genericMessages.unknown }),
    clearDownloadError: assign({ downloadError: undefined }),
    notePolicyPaid: assign(({ context }) => ({
      policy: { ...context.policy, paymentStatus: 'paid' as const },
    })),
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
          always: [
            { guard: 'buyerHasEmail', target: 'openingAccount' },
            { target: 'existingAccount' },
          ],
        },
        // Opened as the page starts: the buyer never types a password that would not be kept.
        openingAccount: {
          invoke: {
            id: 'openAccount',
            src: 'openAccount',
            input: ({ context }) => accountOpeningOf(context),
            onDone: [
              {
                guard: { type: 'buyerIsSignedIn', params: actorResult<SignUpAnswer> },
                target: 'accountOpened',
                actions: { type: 'keepUserId', params: actorResult<SignUpAnswer> },
              },
              { target: 'linkSent' },
            ],
            onError: { target: 'linkSent', actions: 'reportLinkFailure' },
          },
        },
        // Signed in to this purchase's policy; the link to set the password is on its way.
        accountOpened: {
          on: { 'afterPurchase.resendLink': 'resendingLink' },
        },
        // The server does not say whether the e-mail had an account: its owner gets a link,
        // or signs in here with the password they already have.
        linkSent: {
          on: {
            'afterPurchase.resendLink': 'resendingLink',
            'afterPurchase.login': { guard: 'loginIsFilledIn', target: 'loggingIn' },
          },
        },
        resendingLink: {
          entry: 'clearLinkError',
          invoke: {
            id: 'resendLink',
            src: 'openAccount',
            input: ({ context }) => accountOpeningOf(context),
            onDone: [
              { guard: 'accountIsOpen', target: 'accountOpened', actions: 'noteLinkResent' },
              { target: 'linkSent', actions: 'noteLinkResent' },
            ],
            onError: [
              { guard: 'accountIsOpen', target: 'accountOpened', actions: 'reportLinkFailure' },
              { target: 'linkSent', actions: 'reportLinkFailure' },
            ],
          },
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
            input: loginAttemptOf,
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
          tags: [busyTag],
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
    // 'Pagar ahora' (docs/behaviour/purchase/after-purchase.md): the pending receipt, paid once.
    payNow: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'paymentIsPending', target: 'owed' }, { target: 'notOwed' }],
        },
        // Paid at the purchase (or nothing to pay): no payment form.
        notOwed: {},
        // 'Pagar ahora' runs as its own flow (machines/pay-now), shared with the account page.
        owed: {
          invoke: {
            id: 'payNow',
            src: 'payNow',
            input: ({ context }) => ({
              quotationId: quotationIdOf(context) ?? '',
              providerCode: context.policy.providerCode,
              userId: context.userId,
            }),
            onDone: { target: 'paid', actions: 'notePolicyPaid' },
          },
        },
        paid: {},
      },
    },
  },
});

/** The company cart re-priced its quotation before payment: the card paid that one. */
const quotationIdOf = ({ policy }: AfterPurchaseContext) =>
  policy.updatedQuotation?.id ?? policy.quotationId;

/** A company's account is named after it: it has no holder's first name. */
const accountOpeningOf = ({ policy }: AfterPurchaseContext): AccountOpening => ({
  firstName: policy.holderName ?? policy.companyName ?? '',
  emailAddress: policy.email ?? '',
});
