import type { Api } from '../../src/api';
import { oneCallToken } from './pay-now.actors';

export interface PolicyDownload {
  policyNumber: string;
  userId: string;
}

/** Hands a downloaded file to the browser (a save dialog or the downloads folder). */
export type SaveFile = (file: Blob, fileName: string) => void;

/** The policy PDF, as its holder: a one-call token of the signed-in account, then the file. */
export async function downloadPolicy(
  api: Pick<Api, 'account' | 'purchase'>,
  saveFile: SaveFile,
  { policyNumber, userId }: PolicyDownload,
) {
  const pdf = await api.purchase.downloadPolicyPdf(policyNumber, await oneCallToken(api, userId));
  saveFile(pdf, `poliza-${policyNumber}.pdf`);
}
