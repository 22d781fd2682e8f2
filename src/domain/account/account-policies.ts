import * as v from 'valibot';
import { insurerCodes } from '../insurers/insurers';
import { packageCodes } from '../coverage/packages';
import { paymentStatuses } from '../quote/policy';

/**
 * One policy of the signed-in account, as the account page lists it (GET /api/user/policies).
 * `amountDue` is the receipt 'Pagar ahora' charges (0 unless the payment is pending);
 * `quotationId` and `insurer` are what POST /api/policy/pay names it by.
 */
export const accountPolicySchema = v.object({
  policyNumber: v.string(),
  insurer: v.picklist(insurerCodes),
  vehicle: v.string(),
  package: v.picklist(Object.values(packageCodes)),
  paymentStatus: v.picklist(paymentStatuses),
  total: v.number(),
  amountDue: v.number(),
  quotationId: v.string(),
});
export type AccountPolicy = v.InferOutput<typeof accountPolicySchema>;

/** The account the browser is signed in to and its policies, newest first. */
export const accountPoliciesSchema = v.object({
  userId: v.string(),
  policies: v.array(accountPolicySchema),
});
export type AccountPolicies = v.InferOutput<typeof accountPoliciesSchema>;
