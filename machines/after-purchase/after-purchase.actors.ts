import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { afterPurchaseMachine } from './after-purchase.machine';
import type { SignedInAccount, SignUpAnswer } from '../../src/domain/account/account';
import type { AnalyticsTransaction } from '../../src/domain/purchase/analytics-transaction';
import type { AccountOpening, LoginAttempt } from './after-purchase.types';
import { createPayNowMachine, type PayNowDependencies } from '../pay-now/pay-now.actors';
import { downloadPolicy, type PolicyDownload, type SaveFile } from '../pay-now/policy-download';

export interface AfterPurchaseDependencies extends PayNowDependencies {
  api: Pick<Api, 'account' | 'purchase' | 'catalog'>;
  saveFile: SaveFile;
  /** The analytics tool's transaction (src/web/analytics). */
  reportTransaction: (transaction: AnalyticsTransaction) => void;
}

/** The after-purchase flow on the API client. */
export function createAfterPurchaseMachine({
  api,
  cardGateway,
  saveFile,
  reportTransaction,
}: AfterPurchaseDependencies) {
  return afterPurchaseMachine.provide({
    actions: {
      reportTransaction: (_, transaction: AnalyticsTransaction) => reportTransaction(transaction),
    },
    actors: {
      logIn: fromPromise<SignedInAccount, LoginAttempt>(({ input }) => api.account.login(input)),
      openAccount: fromPromise<SignUpAnswer, AccountOpening>(({ input }) =>
        api.account.signUp(input),
      ),
      payNow: createPayNowMachine({ api, cardGateway }),
      downloadPolicy: fromPromise<void, PolicyDownload>(({ input }) =>
        downloadPolicy(api, saveFile, input),
      ),
    },
  });
}
