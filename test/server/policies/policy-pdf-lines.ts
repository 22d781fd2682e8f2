import type { App } from '../../../src/server/app';
import { policyDocumentOf } from '../../../src/server/policies/policy-document';
import { renderPolicyPdf } from '../../../src/server/policies/policy-pdf';
import { findPolicy } from '../../../src/server/policies/policy-store';
import { pdfTextLines } from '../../support/pdf-text';

/**
 * The text of a policy's PDF as the download route renders it. Who may download it is proved
 * in policy-ownership.test.ts; tests about what the document says read it here.
 */
export async function policyPdfLines(app: App, policyNumber: string): Promise<string[]> {
  const policy = await findPolicy(app.db, policyNumber);
  if (!policy) throw new Error(`No policy ${policyNumber}`);
  return pdfTextLines(await renderPolicyPdf(await policyDocumentOf(app.db, policy)));
}
