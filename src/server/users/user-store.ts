import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userAccounts } from '../db/schema/index';
import { isUuid } from '../db/uuid';

export type UserAccount = typeof userAccounts.$inferSelect;

export async function findUserByEmail(db: Database, emailAddress: string) {
  const [row] = await db
    .select()
    .from(userAccounts)
    .where(eq(userAccounts.emailAddress, emailAddress.toLowerCase()));
  return row;
}

export async function findUser(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(userAccounts).where(eq(userAccounts.id, id));
  return row;
}

export interface NewAccount {
  emailAddress: string;
  firstName?: string;
  passwordHash?: string;
  branchCode: string;
  partnerCode: string;
}

/** A new account, or undefined when the e-mail already has one (a concurrent sign-up won). */
export async function createUser(db: Database, account: NewAccount) {
  const [row] = await db
    .insert(userAccounts)
    .values({ id: randomUUID(), ...account, emailAddress: account.emailAddress.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Gives an account its password (and its name, when given: Drizzle skips undefined fields). */
export async function completeUser(
  db: Database,
  id: string,
  details: { firstName?: string; passwordHash: string },
) {
  const [row] = await db
    .update(userAccounts)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(userAccounts.id, id))
    .returning();
  return row;
}
