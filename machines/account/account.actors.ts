import { fromPromise } from 'xstate';
import type { SignedInAccount } from '../../src/domain/account/account';
import type { AccountPolicies } from '../../src/domain/account/account-policies';
import { createPayNowMachine, type PayNowDependencies } from '../pay-now/pay-now.actors';
import { downloadPolicy, type PolicyDownload, type SaveFile } from '../pay-now/policy-download';
import type { LoginAttempt } from '../support/login-attempt';
import { accountMachine } from './account.machine';

export interface AccountDependencies extends PayNowDependencies {
  saveFile: SaveFile;
}

/** The account page's flow on the API client. */
export function createAccountMachine({ api, cardGateway, saveFile }: AccountDependencies) {
  return accountMachine.provide({
    actors: {
      loadPolicies: fromPromise<AccountPolicies, void>(() => api.account.policies()),
      logIn: fromPromise<SignedInAccount, LoginAttempt>(({ input }) => api.account.login(input)),
      logOut: fromPromise<void, void>(async () => {
        await api.account.logout();
      }),
      downloadPolicy: fromPromise<void, PolicyDownload>(({ input }) =>
        downloadPolicy(api, saveFile, input),
      ),
      payNow: createPayNowMachine({ api, cardGateway }),
    },
  });
}
