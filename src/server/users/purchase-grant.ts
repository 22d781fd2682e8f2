import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emissions, policies } from '../db/schema/index';

/** The grant lasts a day after issuance: time to create the password on the thank-you page. */
const grantLifetimeMs = 24 * 60 * 60 * 1000;

export interface PurchaseGrant {
  emissionId: string;
  policyNumber: string;
}

/**
 * The purchase's one-time grant: this browser asked for an emission that issued a policy for
 * this e-mail within the last day, and the grant has not been used yet. It proves the buyer
 * typed the e-mail, not that they read its mailbox: it signs the browser in to that policy
 * alone and sets no password.
 */
export async function findPurchaseGrant(
  db: Database,
  browserId: string,
  emailAddress: string,
): Promise<PurchaseGrant | undefined> {
  const [row] = await db
    .select({ emissionId: emissions.id, policyNumber: policies.policyNumber })
    .from(emissions)
    .innerJoin(policies, eq(policies.emissionId, emissions.id))
    .where(
      and(
        eq(emissions.purchaserId, browserId),
        isNull(emissions.accountGrantUsedAt),
        eq(policies.holderEmail, emailAddress.toLowerCase()),
        gt(policies.issuedAt, new Date(Date.now() - grantLifetimeMs)),
      ),
    );
  return row;
}

/** Spends the grant; false when a concurrent call spent it first. */
export async function spendPurchaseGrant(db: Database, grant: PurchaseGrant): Promise<boolean> {
  const rows = await db
    .update(emissions)
    .set({ accountGrantUsedAt: new Date() })
    .where(and(eq(emissions.id, grant.emissionId), isNull(emissions.accountGrantUsedAt)))
    .returning({ id: emissions.id });
  return rows.length > 0;
}
