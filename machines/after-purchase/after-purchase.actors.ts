import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import { afterPurchaseMachine } from './after-purchase.machine';
import type { SignUpAnswer } from '../../src/domain/account';
import type { PasswordCreation, PolicyDownload } from './after-purchase.types';

export interface AfterPurchaseDependencies {
  api: Pick<Api, 'account' | 'purchase'>;
  /** Hands a downloaded file to the browser (a save dialog or the downloads folder). */
  saveFile: (file: Blob, fileName: string) => void;
}

/** The after-purchase flow on the API client. */
export function createAfterPurchaseMachine({ api, saveFile }: AfterPurchaseDependencies) {
  return afterPurchaseMachine.provide({
    actors: {
      createPassword: fromPromise<SignUpAnswer['status'], PasswordCreation>(
        async ({ input }) => (await api.account.signUp(input)).status,
      ),
      downloadPolicy: fromPromise<void, PolicyDownload>(async ({ input }) => {
        const pdf = await api.purchase.downloadPolicyPdf(input.policyNumber, input.emissionId);
        saveFile(pdf, `poliza-${input.policyNumber}.pdf`);
      }),
    },
  });
}
