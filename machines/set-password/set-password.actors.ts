import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { errorCodes, isApiError, type ApiError } from '../../src/domain/common/errors';
import { setPasswordMachine } from './set-password.machine';
import type { PasswordSetting, PasswordSettingAnswer } from './set-password.types';

export interface SetPasswordDependencies {
  api: Pick<Api, 'account'>;
}

/** The server refuses a missing, expired or used link as invalid input, with its Spanish message. */
const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.code === errorCodes.validation;

/** The set-password flow on the API client. */
export function createSetPasswordMachine({ api }: SetPasswordDependencies) {
  return setPasswordMachine.provide({
    actors: {
      setPassword: fromPromise<PasswordSettingAnswer, PasswordSetting>(async ({ input }) => {
        try {
          return { status: 'set', account: await api.account.setPassword(input) };
        } catch (error) {
          // A malformed token is refused as a field: the link's message is on it.
          if (isRefusal(error))
            return { status: 'linkRefused', message: error.fields?.token?.[0] ?? error.message };
          throw error;
        }
      }),
    },
  });
}
