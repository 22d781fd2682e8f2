import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { afterPurchaseMachine } from './after-purchase.machine';
import type { SignedInAccount, SignUpAnswer } from '../../src/domain/account';
import type { AnalyticsTransaction } from '../../src/domain/analytics-transaction';
import type { AccountOpening, LoginAttempt, PolicyDownload } from './after-purchase.types';

export interface AfterPurchaseDependencies {
  api: Pick<Api, 'account' | 'purchase'>;
  /** Hands a downloaded file to the browser (a save dialog or the downloads folder). */
  saveFile: (file: Blob, fileName: string) => void;
  /** The analytics tool's transaction (src/web/analytics). */
  reportTransaction: (transaction: AnalyticsTransaction) => void;
}

/** A token lives just long enough to fetch one PDF. */
const policyDownloadTokenSeconds = 120;

/** The after-purchase flow on the API client. */
export function createAfterPurchaseMachine({
  api,
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
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        const { accessToken } = await api.account.getAccessToken({
          userId: input.userId,
          expiresInSeconds: policyDownloadTokenSeconds,
        });
        const pdf = await api.purchase.downloadPolicyPdf(input.policyNumber, accessToken);
        saveFile(pdf, `poliza-${input.policyNumber}.pdf`);
      }),
    },
  });
}
