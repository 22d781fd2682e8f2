import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { Database } from '../db/client';
import { policies } from '../db/schema/index';

export type Policy = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;

/** Stores the issued policy once; a resumed emission finds the one already stored. */
export async function savePolicy(db: Database, policy: NewPolicy): Promise<Policy> {
  await db.insert(policies).values(policy).onConflictDoNothing();
  return (await findPolicy(db, policy.policyNumber)) as Policy;
}

export async function findPolicy(db: Database, policyNumber: string) {
  const [row] = await db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
  return row;
}

export async function setPaymentStatus(db: Database, policyNumber: string, status: PaymentStatus) {
  await db
    .update(policies)
    .set({ paymentStatus: status })
    .where(eq(policies.policyNumber, policyNumber));
}
