import type { Database } from '../db/client';
import { scheduleOf } from '../payments/instalment-store';
import { findEmission } from './emission-store';
import type { PolicyDocument } from './policy-pdf';
import type { Policy } from './policy-store';
import { findQuotation } from './purchasable-quotation';

/** Everything the policy PDF shows: the coverages of the quotation bought and its receipts. */
export async function policyDocumentOf(db: Database, policy: Policy): Promise<PolicyDocument> {
  const quotation = await findQuotation(db, policy.quotationId);
  const emission = await findEmission(db, policy.emissionId);
  if (!quotation) throw new Error(`policy ${policy.policyNumber} has no quotation`);
  return {
    policy,
    coverages: quotation.answer.coverages,
    schedule: await scheduleOf(db, policy.policyNumber),
    interestFreeMonths: emission?.payment?.installments ?? 1,
  };
}
