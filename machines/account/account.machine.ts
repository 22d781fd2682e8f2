import { assign, setup } from 'xstate';
import { accountMessages } from '../../src/domain/account/account';
import type { AccountPolicies } from '../../src/domain/account/account-policies';
import { errorCodes, genericMessages, isApiError } from '../../src/domain/common/errors';
import { policyOwnerActors, type PolicyOwnerChildren } from '../pay-now/policy-owner-actors';
import { actorResult } from '../support/actor-events';
import { busyTag } from '../support/persistence';
import { notProvided } from '../support/placeholder';
import { loginAttemptOf, loginIsFilledIn } from '../support/login-attempt';
import { accountSchemas } from './account.schemas';
import type { AccountContext, AccountEvent } from './account.types';

type ForPolicy = Extract<AccountEvent, { type: 'account.payNow' | 'account.download' }>;

/**
 * The account page, /cuenta (docs/behaviour/purchase/account.md): the signed-in account's
 * policies (a purchase's grant: that purchase's only), each with its payment status, its PDF
 * and, while its payment is pending, 'Pagar ahora' (machines/pay-now, shared with the thank-you
 * page). Signed out it asks for the e-mail and password. The password travels in its event only.
 */
export const accountMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: accountSchemas,
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    children: {} as PolicyOwnerChildren & { loadPolicies: 'loadPolicies'; logOut: 'logOut' },
  },
  actors: {
    ...policyOwnerActors,
    loadPolicies: notProvided<AccountPolicies, void>('loadPolicies'),
    logOut: notProvided<void, void>('logOut'),
  },
  guards: {
    // The server answers 401 without a live session: the page asks for the login.
    signInIsRequired: ({ event }) => {
      const { error } = event as unknown as { error: unknown };
      return isApiError(error) && error.code === errorCodes.unauthorized;
    },
    loginIsFilledIn,
    policyIsPending: ({ context, event }) =>
      context.policies.some(
        (policy) =>
          policy.policyNumber === (event as ForPolicy).policyNumber &&
          policy.paymentStatus === 'not-paid',
      ),
  },
  actions: {
    keepPolicies: assign((_, answer: AccountPolicies) => ({
      userId: answer.userId,
      policies: answer.policies,
      error: undefined,
    })),
    reportFailure: assign({ error: genericMessages.unknown }),
    clearError: assign({ error: undefined }),
    // Never says whether the e-mail has an account: the server's refusals read alike.
    reportLoginFailure: assign({ loginError: accountMessages.loginFailed }),
    clearLoginError: assign({ loginError: undefined }),
    choosePolicy: assign({ payingPolicy: ({ event }) => (event as ForPolicy).policyNumber }),
    notePolicyPaid: assign(({ context }) => ({
      policies: context.policies.map((policy) =>
        policy.policyNumber === context.payingPolicy
          ? { ...policy, paymentStatus: 'paid' as const, amountDue: 0 }
          : policy,
      ),
      payingPolicy: undefined,
      paidPolicy: context.payingPolicy,
    })),
    forgetAccount: assign({
      userId: undefined,
      policies: [],
      payingPolicy: undefined,
      paidPolicy: undefined,
    }),
  },
}).createMachine({
  id: 'account',
  context: { policies: [] },
  initial: 'loadingPolicies',
  states: {
    // The session cookie is HttpOnly: asking for the policies is how the page learns who it is.
    loadingPolicies: {
      tags: [busyTag],
      invoke: {
        id: 'loadPolicies',
        src: 'loadPolicies',
        onDone: {
          target: 'signedIn',
          actions: { type: 'keepPolicies', params: actorResult<AccountPolicies> },
        },
        onError: [
          { guard: 'signInIsRequired', target: 'signedOut' },
          { target: 'loadFailed', actions: 'reportFailure' },
        ],
      },
    },
    loadFailed: {
      on: { 'account.retry': { target: 'loadingPolicies', actions: 'clearError' } },
    },
    signedOut: {
      on: {
        'account.login': [
          { guard: 'loginIsFilledIn', target: 'loggingIn' },
          { actions: 'reportLoginFailure' },
        ],
      },
    },
    loggingIn: {
      tags: [busyTag],
      entry: 'clearLoginError',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: loginAttemptOf,
        onDone: 'loadingPolicies',
        onError: { target: 'signedOut', actions: 'reportLoginFailure' },
      },
    },
    signedIn: {
      type: 'parallel',
      on: { 'account.logout': 'loggingOut' },
      states: {
        payment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'account.payNow': {
                  guard: 'policyIsPending',
                  target: 'paying',
                  actions: 'choosePolicy',
                },
              },
            },
            // One policy at a time; 'Pagar ahora' of another policy moves the form to it.
            paying: {
              on: {
                'account.payNow': {
                  guard: 'policyIsPending',
                  target: 'paying',
                  reenter: true,
                  actions: 'choosePolicy',
                },
              },
              invoke: {
                id: 'payNow',
                src: 'payNow',
                input: ({ context }) => {
                  const policy = context.policies.find(
                    ({ policyNumber }) => policyNumber === context.payingPolicy,
                  );
                  return {
                    quotationId: policy?.quotationId ?? '',
                    providerCode: policy?.insurer ?? 'mapfre',
                    userId: context.userId,
                    openForm: true,
                  };
                },
                onDone: { target: 'idle', actions: 'notePolicyPaid' },
              },
            },
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'account.download': { target: 'downloading', actions: 'clearError' } },
            },
            downloading: {
              tags: [busyTag],
              invoke: {
                id: 'downloadPolicy',
                src: 'downloadPolicy',
                input: ({ context, event }) => ({
                  policyNumber: (event as ForPolicy).policyNumber,
                  userId: context.userId ?? '',
                }),
                onDone: 'idle',
                onError: { target: 'idle', actions: 'reportFailure' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: [busyTag],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: { target: 'signedOut', actions: 'forgetAccount' },
        onError: { target: 'signedIn', actions: 'reportFailure' },
      },
    },
  },
});
