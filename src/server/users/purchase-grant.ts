import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emissions, policies } from '../db/schema/index';
import type { UserAccount } from './user-store';

/** The grant lasts a day after issuance: time to create the password on the thank-you page. */
const grantLifetimeMs = 24 * 60 * 60 * 1000;

export interface PurchaseGrant {
  emissionId: string;
  policyNumber: string;
}

/**
 * The purchase's one-time grant: this browser asked for an emission that issued a policy for
 * this e-mail within the last day, and the grant has not opened an account yet.
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

/**
 * Whether the grant may give this e-mail's account its password. It proves the buyer typed the
 * e-mail, not that they read its mailbox: so it opens an account only where the e-mail has no
 * password and no policy but this purchase's. Anything more (an earlier policy bought with the
 * same e-mail, a password) needs the e-mailed link.
 */
export async function grantOpens(
  db: Database,
  grant: PurchaseGrant,
  emailAddress: string,
  account: UserAccount | undefined,
): Promise<boolean> {
  if (account?.passwordHash) return false;
  const [other] = await db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(
      and(
        eq(policies.holderEmail, emailAddress.toLowerCase()),
        ne(policies.policyNumber, grant.policyNumber),
      ),
    )
    .limit(1);
  return !other;
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
