import type { Database } from '../db/client';
import { scheduleOf } from '../payments/instalment-store';
import { emissionRecordOf } from './emission-record';
import { findEmission } from './emission-store';
import type { PolicyDocument, PolicyIssuer } from './policy-pdf';
import type { Policy } from './policy-store';
import { findQuotation } from './purchasable-quotation';

/**
 * Everything the policy PDF shows: the record the policy was issued with (rebuilt from its
 * emission for a policy issued before records were kept), the coverages bought, its receipts.
 */
export async function policyDocumentOf(
  db: Database,
  policy: Policy,
  issuer: PolicyIssuer,
): Promise<PolicyDocument> {
  const quotation = await findQuotation(db, policy.quotationId);
  const emission = await findEmission(db, policy.emissionId);
  if (!quotation || !emission) throw new Error(`policy ${policy.policyNumber} has no emission`);
  return {
    policy,
    record: policy.record ?? (await emissionRecordOf(db, emission.request, quotation)),
    coverages: quotation.answer.coverages,
    schedule: await scheduleOf(db, policy.policyNumber),
    interestFreeMonths: emission.payment?.installments ?? 1,
    issuer,
  };
}
