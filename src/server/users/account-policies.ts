import { desc, eq } from 'drizzle-orm';
import type { AccountPolicies, AccountPolicy } from '../../domain/account/account-policies';
import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageCode } from '../../domain/coverage/packages';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { Database } from '../db/client';
import { emissions, policies } from '../db/schema/index';
import { pendingReceiptOf } from '../policies/pay-service';
import { findQuotation } from '../policies/purchasable-quotation';
import type { AccountSession } from './account-session';
import { findUser } from './user-store';

/**
 * The policies a session may see: those whose holder's e-mail is the account's, and of a
 * session the purchase's grant opened, that purchase's policy only.
 */
export async function policiesOfSession(
  db: Database,
  session: AccountSession,
): Promise<AccountPolicies> {
  const account = await findUser(db, session.userId);
  const rows = account
    ? await db
        .select({ policy: policies, quotationId: emissions.quotationId })
        .from(policies)
        .innerJoin(emissions, eq(emissions.id, policies.emissionId))
        .where(eq(policies.holderEmail, account.emailAddress))
        .orderBy(desc(policies.issuedAt))
    : [];
  const seen = rows.filter(
    ({ policy }) => session.emissionId === null || policy.emissionId === session.emissionId,
  );
  return {
    userId: session.userId,
    policies: await Promise.all(seen.map((row) => accountPolicyOf(db, row))),
  };
}

async function accountPolicyOf(
  db: Database,
  { policy, quotationId }: { policy: typeof policies.$inferSelect; quotationId: string },
): Promise<AccountPolicy> {
  const paymentStatus = policy.paymentStatus as PaymentStatus;
  return {
    policyNumber: policy.policyNumber,
    insurer: policy.insurer as InsurerCode,
    vehicle: policy.vehicle,
    package: policy.package as PackageCode,
    paymentStatus,
    total: policy.total,
    amountDue: paymentStatus === 'not-paid' ? await amountDueOf(db, policy, quotationId) : 0,
    quotationId,
  };
}

async function amountDueOf(
  db: Database,
  policy: typeof policies.$inferSelect,
  quotationId: string,
) {
  const firstPayment = (await findQuotation(db, quotationId))?.answer.firstPayment ?? policy.total;
  return (await pendingReceiptOf(db, policy.policyNumber, firstPayment)).amount;
}
