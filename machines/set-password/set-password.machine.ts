import { busyTag } from '../support/persistence';
import { assign, setup } from 'xstate';
import { accountMessages } from '../../src/domain/account/account';
import { genericMessages } from '../../src/domain/common/errors';
import { actorResult } from '../support/actor-events';
import { notProvided } from '../support/placeholder';
import { passwordProblem } from '../support/password-problem';
import type {
  PasswordSetting,
  PasswordSettingAnswer,
  SetPasswordContext,
  SetPasswordEvent,
  SetPasswordInput,
} from './set-password.types';
import { setPasswordSchemas } from './set-password.schemas';

/**
 * The e-mailed link's page, /cuenta/contrasena?token=… (docs/behaviour/purchase/after-purchase.md):
 * the buyer chooses a password under the account rules; the server spends the one-time link,
 * sets it and signs this browser in. A link without a token, expired or used is refused with
 * the server's message. The password travels in its event only; it never enters the context.
 */
export const setPasswordMachine = setup({
  // Checked on every restore and every event sent from /flows (machine-schemas.ts).
  schemas: setPasswordSchemas,
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
  },
  actors: {
    setPassword: notProvided<PasswordSettingAnswer, PasswordSetting>('setPassword'),
  },
  guards: {
    linkHasToken: ({ context }) => context.token !== '',
    passwordIsValid: ({ event }) => !passwordProblem(event.password),
    passwordWasSet: (_, answer: PasswordSettingAnswer) => answer.status === 'set',
  },
  actions: {
    showPasswordProblem: assign(({ event }) => ({
      passwordError: passwordProblem(event.password),
    })),
    reportMissingToken: assign({ linkError: accountMessages.linkInvalid }),
    keepAnswer: assign((_, answer: PasswordSettingAnswer) =>
      answer.status === 'set' ? { userId: answer.account.userId } : { linkError: answer.message },
    ),
    reportFailure: assign({ passwordError: genericMessages.unknown }),
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({ token: input.token }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [
        { guard: 'linkHasToken', target: 'choosingPassword' },
        { target: 'linkRefused', actions: 'reportMissingToken' },
      ],
    },
    choosingPassword: {
      on: {
        'setPassword.submit': [
          { guard: 'passwordIsValid', target: 'settingPassword' },
          { actions: 'showPasswordProblem' },
        ],
      },
    },
    settingPassword: {
      tags: [busyTag],
      entry: assign({ passwordError: undefined }),
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context, event }) => ({
          token: context.token,
          password: (event as SetPasswordEvent).password,
        }),
        onDone: [
          {
            guard: { type: 'passwordWasSet', params: actorResult<PasswordSettingAnswer> },
            target: 'passwordSet',
            actions: { type: 'keepAnswer', params: actorResult<PasswordSettingAnswer> },
          },
          {
            target: 'linkRefused',
            actions: { type: 'keepAnswer', params: actorResult<PasswordSettingAnswer> },
          },
        ],
        // A network or server failure: the link is still good, the buyer may try again.
        onError: { target: 'choosingPassword', actions: 'reportFailure' },
      },
    },
    passwordSet: { type: 'final' },
    linkRefused: { type: 'final' },
  },
});
