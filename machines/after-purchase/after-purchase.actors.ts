import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { afterPurchaseMachine } from './after-purchase.machine';
import type {
  AccountKind,
  AccountLookup,
  PasswordCreation,
  PolicyDownload,
} from './after-purchase.types';

export interface AfterPurchaseDependencies {
  api: Pick<Api, 'account' | 'purchase'>;
  /** Hands a downloaded file to the browser (a save dialog or the downloads folder). */
  saveFile: (file: Blob, fileName: string) => void;
}

/**
 * The after-purchase flow on the API client. An e-mail alone opens (or finds) the account; the
 * answer says whether it already had a password.
 */
export function createAfterPurchaseMachine({ api, saveFile }: AfterPurchaseDependencies) {
  return afterPurchaseMachine.provide({
    actors: {
      findAccount: fromPromise<AccountKind, AccountLookup>(async ({ input }) => {
        const account = await api.account.signUp({ emailAddress: input.emailAddress });
        return account.hasPassword ? 'existing' : 'new';
      }),
      createPassword: fromPromise<void, PasswordCreation>(async ({ input }) => {
        await api.account.signUp(input);
      }),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        const pdf = await api.purchase.downloadPolicyPdf(input.policyNumber, input.emissionId);
        saveFile(pdf, `poliza-${input.policyNumber}.pdf`);
      }),
    },
  });
}
